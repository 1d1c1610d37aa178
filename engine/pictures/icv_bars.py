"""The delta between two chords' interval-class vectors, as bars: one column per interval class.

Each column shows the first chord's count and the second's (ic1 … ic6 under them), and a bar
from a middle line for the change: up for more, down for fewer, labelled with its sign. Where GA's
delta differs from the true change (its +1 on ic1 for two equal vectors), GA's bar is drawn as a
dashed outline and the true change stays as a line, so a reader sees the step GA invents.
"""
from __future__ import annotations

from .svg import ACCENT, INK, MUTED, SECOND, svg, text

WIDTH, COLUMN, LEFT = 330, 48, 27
MIDDLE, UNIT = 118, 22  # the zero line's height and a step's bar
MINUS = "\u2212"


def delta_bars_svg(a: str, b: str, first: tuple[int, ...], second: tuple[int, ...], ga_delta: str) -> str:
    """The bars of the pair's change, with GA's signed delta ("[-1, +1, 0, 0, 0, 0]") where it differs.

    >>> picture = delta_bars_svg("C", "G", (0, 0, 1, 1, 1, 0), (0, 0, 1, 1, 1, 0), "[+1, 0, 0, 0, 0, 0]")
    >>> 'aria-label="C → G: ic1 0→0 GA +1, ic2 0→0 0' in picture, picture.count('stroke-dasharray')
    (True, 1)
    """
    told = [int(n) for n in ga_delta.strip("[]").split(",")]
    true = [y - x for x, y in zip(first, second)]
    body = [text(WIDTH / 2, 18, f"{a} → {b}", 14, weight="bold"),
            f'<line x1="{LEFT - 6}" y1="{MIDDLE}" x2="{LEFT + 6 * COLUMN + 6}" y2="{MIDDLE}" stroke="{MUTED}"/>']
    for k in range(6):
        x = LEFT + k * COLUMN + COLUMN / 2
        body += [text(x, 40, f"{first[k]} → {second[k]}", 12, fill=MUTED),
                 *bar(x, true[k], dashed=False), text(x, 222, f"ic{k + 1}", 12)]
        if told[k] != true[k]:
            body += bar(x, told[k], dashed=True)
        shown = told[k] if told[k] != true[k] else true[k]
        body.append(text(x, MIDDLE - shown * UNIT - 6 if shown >= 0 else MIDDLE - shown * UNIT + 16,
                         signed(shown), 13, weight="bold"))
    l1_true, l1_told = sum(map(abs, true)), sum(map(abs, told))
    body.append(text(WIDTH / 2, 246, f"L1 {l1_true} · GA L1 {l1_told}", 13))
    label = f"{a} → {b}: " + ", ".join(
        f"ic{k + 1} {first[k]}→{second[k]} " + (f"GA {signed(told[k], '-')}" if told[k] != true[k]
                                                 else signed(true[k], "-")) for k in range(6))
    return svg(WIDTH, 258, label + f"; L1 {l1_true}, GA L1 {l1_told}", body, max_width="21rem")


def bar(x: float, change: int, dashed: bool) -> list[str]:
    """A change's bar above (more) or below (fewer) the middle line; nothing for no change."""
    if change == 0:
        return []
    top = MIDDLE - max(change, 0) * UNIT
    height = abs(change) * UNIT
    if dashed:
        return [f'<rect x="{x - 13:g}" y="{top:g}" width="26" height="{height}" fill="none" stroke="{INK}" '
                f'stroke-width="1.5" stroke-dasharray="4 3"/>']
    return [f'<rect x="{x - 13:g}" y="{top:g}" width="26" height="{height}" fill="{ACCENT if change > 0 else SECOND}"/>']


def signed(n: int, minus: str = MINUS) -> str:
    return f"+{n}" if n > 0 else f"{minus}{-n}" if n < 0 else "0"
