/**
 * Equipment believable per sub-category: every agricultural and construction machine of the seed
 * catalogue gets its version equipment here, and a baler (or any towed implement) never lists a
 * cab's equipment while a tractor or a combine does.
 */
import { equipmentFor } from './catalogue-equipment';
import { AGRI_MAKES, BUILD_MAKES } from './catalogue-machinery';

/** What only a machine with a driver's cab can have. */
const CAB_ONLY = ['radio', 'cab_air_conditioning', 'heated_seats', 'gps_guidance', 'rear_camera'];

function versions(makes: typeof AGRI_MAKES) {
  return makes.flatMap((make) =>
    make.models.flatMap((model) =>
      model.engines.map((engine, index) => ({
        name: `${make.name} ${engine[0]}`,
        sub: model.subs?.[0],
        implement: engine[1] === null,
        equipment: equipmentFor(make.category, model, engine, index),
      })),
    ),
  );
}

const all = [...versions(AGRI_MAKES), ...versions(BUILD_MAKES)];

describe('machinery equipment', () => {
  it('gives implements (no engine) no cab equipment, and balers their own', () => {
    const towed = all.filter((v) => v.implement);
    expect(towed.length).toBeGreaterThan(10);
    for (const v of towed)
      expect(
        v.equipment.filter((c) => CAB_ONLY.includes(c)),
        v.name,
      ).toEqual([]);
    const balers = all.filter((v) => v.sub === 21);
    expect(balers.length).toBeGreaterThan(0);
    for (const v of balers) {
      expect(v.equipment, v.name).toContain('net_wrap');
      expect(v.equipment, v.name).not.toContain('cab_air_conditioning');
    }
  });

  it('gives tractors and combines a cab, and big tractors four-wheel drive', () => {
    const tractors = all.filter((v) => v.sub === 3 && !v.implement);
    expect(tractors.length).toBeGreaterThan(10);
    for (const v of tractors) expect(v.equipment, v.name).toContain('radio');
    expect(tractors.filter((v) => v.equipment.includes('all_wheel_drive')).length).toBeGreaterThan(tractors.length / 2);
    for (const v of all.filter((x) => x.sub === 107)) expect(v.equipment, v.name).toContain('cab_air_conditioning');
  });

  it('keeps cab equipment off generators and crushers, and puts a quick coupler on excavators', () => {
    for (const v of all.filter((x) => x.sub === 53 || x.sub === 41))
      expect(
        v.equipment.filter((c) => CAB_ONLY.includes(c)),
        v.name,
      ).toEqual([]);
    for (const v of all.filter((x) => x.sub === 43 && !x.implement))
      expect(v.equipment, v.name).toContain('quick_coupler');
  });
});
