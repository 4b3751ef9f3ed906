// Matcher types of @testing-library/jest-dom for the tests (jest.setup.frontend.ts loads the
// matchers at run time but sits outside tsconfig's include). Move to types/ when the lead prefers.
import '@testing-library/jest-dom';
