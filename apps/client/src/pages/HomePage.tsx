import { IonContent, IonPage } from '@ionic/react';

import { HomeScreen, type MainMenuItem } from '../features/home/HomeScreen';

/** /: Home, with the main menu the app's route table lists. */
export default function HomePage({ menu }: { menu: readonly MainMenuItem[] }) {
  return (
    <IonPage>
      <IonContent className="gg-content gg-content--pitch">
        <div className="gg-main gg-main--home">
          <HomeScreen menu={menu} />
        </div>
      </IonContent>
    </IonPage>
  );
}
