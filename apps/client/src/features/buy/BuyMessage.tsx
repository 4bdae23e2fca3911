import { useTranslation } from 'react-i18next';

import type { BuyFlow } from './use-buy-flow';

/**
 * The state line: processing / success / cancelled as status, failures and refusals as alert. A toast at the
 * bottom of the screen, so it shows in view whichever section's button was pressed.
 */
export function BuyMessage({ flow }: { flow: BuyFlow }) {
  const { t } = useTranslation();
  switch (flow.phase) {
    case 'processing':
      return (
        <p role="status" className="gg-notice gg-toast gg-buy-message" data-state="processing">
          {t('buy.state.processing')}
        </p>
      );
    case 'success':
      return (
        <p
          role="status"
          className="gg-notice gg-toast gg-buy-message gg-buy-message--success"
          data-state="success"
        >
          {flow.text}
        </p>
      );
    case 'cancelled':
      return (
        <p role="status" className="gg-notice gg-toast gg-buy-message" data-state="cancelled">
          {t('buy.state.cancelled')}
        </p>
      );
    case 'failure':
      return (
        <p role="alert" className="gg-notice gg-toast gg-notice--error gg-buy-message" data-state="failure">
          {flow.text}
        </p>
      );
    case 'notice':
      return flow.tone === 'error' ? (
        <p role="alert" className="gg-notice gg-toast gg-notice--error gg-buy-message">
          {flow.text}
        </p>
      ) : (
        <p role="status" className="gg-notice gg-toast gg-buy-message gg-buy-message--success">
          {flow.text}
        </p>
      );
    default:
      return null;
  }
}
