import { IonContent, IonPage } from '@ionic/react';

import { HomeScreen } from '../features/home/HomeScreen';

export default function HomePage() {
  return (
    <IonPage>
      <IonContent className="gg-content gg-content--pitch">
        <div className="gg-main">
          <HomeScreen />
        </div>
      </IonContent>
    </IonPage>
  );
}
