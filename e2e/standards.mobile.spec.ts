// The axe-core check of e2e/standards.spec.ts at a phone's width (390 px): the menu, the
// floating buttons and the currency chip are laid out differently there.
import { test } from './fixtures';
import { STANDARDS, axeTestsOverPageTypes } from './standards';

test.describe('every page type passes axe-core at 390 px', STANDARDS, axeTestsOverPageTypes);
