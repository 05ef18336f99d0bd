import { activeSection, NAV_FOR_SECTION } from './sections';

describe('activeSection', () => {
  const vh = 800;

  it('picks the first section with 20% in view', () => {
    expect(
      activeSection(
        [
          { id: 'start', top: -700, height: 800 }, // 100 px visible: 12.5%
          { id: 'whatWeDo', top: 100, height: 1200 },
        ],
        vh,
      ),
    ).toBe('whatWeDo');
  });

  it('counts a section exactly at 20% as visible', () => {
    expect(activeSection([{ id: 'start', top: -640, height: 800 }], vh)).toBe('start');
    expect(activeSection([{ id: 'start', top: -641, height: 800 }], vh)).toBeNull();
  });

  it('measures sections taller than the screen against the screen', () => {
    expect(activeSection([{ id: 'ourProjects', top: -5000, height: 9000 }], vh)).toBe(
      'ourProjects',
    );
  });

  it('lights aboutUs for whyUs and howWeWork for happyClients', () => {
    expect(NAV_FOR_SECTION.whyUs).toBe('aboutUs');
  });

  it('lights nothing for the reviews and the latest articles, which no header link names', () => {
    expect(NAV_FOR_SECTION.happyClients).toBeNull();
    expect(NAV_FOR_SECTION.fromNewsroom).toBeNull();
  });
});
