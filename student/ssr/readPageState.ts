import { PAGE_STATE_ID, type PageState } from '../../src/contract/pageRender';
import type { User } from '../api/types';
import { type PageAnswers, heldAnswers } from './pageAnswers';

/** What the server's page says about itself: who is signed in, and the answers it rendered from. */
export function readPageState(): { user?: User | null; answers: PageAnswers | null } {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return { answers: null };
  const state = JSON.parse(text) as PageState;
  return { user: state.user as User | null, answers: heldAnswers(state.answers) };
}
