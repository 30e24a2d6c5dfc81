/** The first step is named after what is sold: a vehicle, a part or a machine. */
import { stepLabelKey } from './posting-steps';

it.each([
  [29, 'steps.identity'],
  [57, 'steps.identity'],
  [9, 'steps.identity'],
  [67, 'steps.identityPart'],
  [1, 'steps.identityMachine'],
  [31, 'steps.identityMachine'],
])('category %i: the first step is %s', (categoryId, key) => {
  expect(stepLabelKey('identity', categoryId)).toBe(key);
  expect(stepLabelKey('photos', categoryId)).toBe('steps.photos');
});
