// spec §2 myProfile: the personal data form. The machine decides when to tell; the app's toaster says it (spec §8 texts).
import { useFlow } from '../flows/use-flow';
import { myProfileFlow } from '../my-profile/my-profile.flow';
import { MyProfileView } from '../my-profile/my-profile.view';
import { useResultToast } from '../shared/use-result-toast';

export default function MyProfilePage() {
  const notify = useResultToast<'saved' | 'failed'>('saved', (result) => `profile.${result}`);
  const actorRef = useFlow(myProfileFlow, undefined, { notify });
  return (
    <div className="page" data-page="myProfile">
      <MyProfileView actorRef={actorRef} />
    </div>
  );
}
