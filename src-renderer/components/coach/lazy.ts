/**
 * The coach's note (CoachNote.vue) loaded when the first note is shown: its words (src-shared/explain
 * verdict, review and principles) are a good part of the table's script that only a coached table
 * needs, so a guest's phone does not download them with the table. Until it has arrived the note's place
 * shows the spinner (after a moment). Used by CoachPanel (during a hand) and CoachList (at its end).
 */
import { defineAsyncComponent } from 'vue';
import WaitSpinner from '../WaitSpinner.vue';

export const LazyCoachNote = defineAsyncComponent({
  loader: () => import('./CoachNote.vue'),
  loadingComponent: WaitSpinner,
  delay: 150,
});
