import { configure } from '@testing-library/dom';

// Component tests wait for what a user would see (`findBy…`, `waitFor`). Testing Library gives up after 1 s by
// default; on a loaded two-core CI machine with two test workers a real-server round trip can take longer. Waiting
// longer never hides a failure (the test still fails when the text never comes), it only removes load flakiness.
configure({ asyncUtilTimeout: 5_000 });
