import type { CapacitorConfig } from '@capacitor/cli';

/**
 * Native shells (android/ and ios/ are committed; `npm run cap:sync -w apps/client` refreshes them from the
 * web build). Portrait lock and the hidden status bar are set both in the native projects (so the launch is
 * already right) and at start-up through src/platform/device.ts.
 */
const config: CapacitorConfig = {
  appId: 'com.goalguessr.app',
  appName: 'GoalGuessr',
  webDir: 'dist',
  plugins: {
    LocalNotifications: {
      // White silhouette of the logo, rendered by scripts/generate-icons.mjs.
      smallIcon: 'ic_stat_goalguessr',
      iconColor: '#0A7440',
    },
  },
};

export default config;
