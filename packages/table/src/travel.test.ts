import { describe, expect, it, vi } from 'vitest';
import { glide, TRAVEL_MS } from './travel';

/** Just enough of an element for `glide`: its animate() calls are recorded. */
function element(svgScale?: number) {
  const animate = vi.fn(() => ({}) as Animation);
  const ownerSVGElement = svgScale === undefined ? null : { getScreenCTM: () => ({ a: svgScale }) };
  return { el: { animate, ownerSVGElement } as unknown as Element, animate };
}

describe('glide (move animations)', () => {
  it('starts the element where it was and ends where it is now, within TRAVEL_MS', () => {
    const { el, animate } = element();
    expect(glide(el, { x: 100, y: 400 }, { x: 300, y: 100 })).toBe(true);
    const [keyframes, options] = animate.mock.calls[0] as unknown as [
      Keyframe[],
      KeyframeAnimationOptions,
    ];
    expect(keyframes).toEqual([
      { transform: 'translate(-200px, 300px)' },
      { transform: 'translate(0, 0)' },
    ]);
    expect(options.duration).toBe(TRAVEL_MS);
    expect(TRAVEL_MS).toBeLessThanOrEqual(300);
  });

  it('does not animate a lift of a few pixels (a hovered or selected card)', () => {
    const { el, animate } = element();
    expect(glide(el, { x: 100, y: 106 }, { x: 100, y: 100 })).toBe(false);
    expect(animate).not.toHaveBeenCalled();
  });

  it('measures a glide inside a scaled SVG in the drawing’s own units', () => {
    const { el, animate } = element(4);
    glide(el, { x: 40, y: 0 }, { x: 0, y: 0 });
    expect((animate.mock.calls[0] as unknown as [Keyframe[]])[0][0]).toEqual({
      transform: 'translate(10px, 0px)',
    });
  });
});
