"""The capo drawn: a shape played above a capo and the chord it sounds; and a map of the skill's answers by fret.

`capo_svg` draws two chord charts joined by an arrow: the shape as the guitarist fingers it, the
capo a bar across the strings where the nut was, its fret written beside it; then the same notes
as an ordinary chart, captioned with the chord they sound. The shape's caption ("C shape") is a
reader's words: lessons draw it through `engine.pictures.drawings.capo`, said in their language. `verdict_map_svg` is a
grid, one row per key and one column per capo fret, each cell the shape CapoSkill answers: a
right answer plain, a right note in a spelling no key signature writes on a tinted cell with a
corner mark, a wrong one struck through, a refusal a cross. Words drawn are GA's: chord symbols and
fret numbers; the label says each verdict in the reader's words (`engine.pictures.drawings.verdict_map`).
"""
from __future__ import annotations

from ..music.chord_chart import NUT_Y, STRING_GAP, Chart, chart_body
from ..music.voicing import frets_of
from ..svg import arrow, svg
from ..svg import text as chart_text
from .svg import ACCENT, LIGHT_PANEL, MUTED, SECOND, text
from .svg import svg as picture

ARROW_GAP = 36
CAPO_BAR = 6  # the capo's thickness, in viewBox units
RIGHT, THEORETICAL, DECLINED = "right", "right, theoretical spelling", "declined"  # the lesson's verdicts
KEY_WIDTH, CELL_WIDTH, ROW_HEIGHT, HEAD = 38, 29, 15, 20
TINT = "#fce4ec"  # pink 50: behind a theoretical spelling, its text keeps INK's contrast


def capo_svg(shape_diagram: str, shape_caption: str, capo: int, sounding: str) -> str:
    """A shape (a chart diagram, low E first) captioned `shape_caption` above a capo, an arrow, and the notes it
    sounds captioned `sounding`.

    >>> picture = capo_svg("x-3-2-0-1-0", "C shape", 3, "D#")
    >>> 'aria-label="x-3-2-0-1-0 C shape, capo 3 → x-6-5-3-4-3 D#"' in picture, picture.count("<circle")
    (True, 10)
    """
    frets = frets_of(shape_diagram, low_first=True)
    played = Chart(frets, shape_caption)
    sounding_chart = Chart(tuple(None if f is None else f + capo for f in frets), sounding)
    body = chart_body(played, 0) + capo_bar(played, capo)
    x = played.width + ARROW_GAP
    body += [arrow(x - ARROW_GAP + 6, NUT_Y + 40, x - 6, NUT_Y + 40), *chart_body(sounding_chart, x)]
    label = f"{played.label}, capo {capo} → {sounding_chart.label}"
    return svg(x + sounding_chart.width, max(played.height, sounding_chart.height), label, body, "chord-chart")


def capo_bar(chart: Chart, capo: int) -> list[str]:
    """The capo over the chart's nut, and its fret to the left."""
    left = (chart.width - 5 * STRING_GAP) / 2
    return [f'<rect x="{left - 5:g}" y="{NUT_Y - CAPO_BAR + 1:g}" width="{5 * STRING_GAP + 10:g}" height="{CAPO_BAR}" '
            f'rx="2" fill="{ACCENT}"/>',
            chart_text(left - 8, NUT_Y + 1, str(capo), 11, anchor="end", weight="bold")]


def verdict_map_svg(keys: list[str], frets: list[int], cells: dict[tuple[str, int], tuple[str | None, str]],
                    label: str) -> str:
    """Keys down, capo frets across, each cell the chord answered, drawn by its verdict; `label` says it all in words.

    >>> cells = {("E", 4): ("C", RIGHT), ("E", 5): ("B", RIGHT), ("Cb", 4): (None, DECLINED), ("Cb", 5): (None, DECLINED)}
    >>> picture = verdict_map_svg(["E", "Cb"], [4, 5], cells, "test")
    >>> 'aria-label="test"' in picture, picture.count("×")
    (True, 2)
    """
    width = KEY_WIDTH + CELL_WIDTH * len(frets)
    body = [text(KEY_WIDTH + CELL_WIDTH * (k + 0.5), 13, str(fret), 11, fill=MUTED) for k, fret in enumerate(frets)]
    for r, key in enumerate(keys):
        y = HEAD + r * ROW_HEIGHT
        if r % 2:
            body.append(f'<rect x="0" y="{y:g}" width="{width:g}" height="{ROW_HEIGHT}" fill="{LIGHT_PANEL}"/>')
        body.append(text(KEY_WIDTH - 8, y + 11, key, 10, anchor="end", weight="bold"))
        for k, fret in enumerate(frets):
            body += cell(KEY_WIDTH + CELL_WIDTH * k, y, *cells[(key, fret)])
    return picture(width, HEAD + ROW_HEIGHT * len(keys) + 4, label, body, max_width="24rem")


def cell(x: float, y: float, chord: str | None, verdict: str) -> list[str]:
    """One answer: its chord, drawn by its verdict (a tint and a corner mark, a strike, or a cross)."""
    cx = x + CELL_WIDTH / 2
    if chord is None:
        return [text(cx, y + 11, "×", 10, fill=MUTED)]
    parts = []
    if verdict == THEORETICAL:
        parts += [f'<rect x="{x + 1:g}" y="{y + 1:g}" width="{CELL_WIDTH - 2}" height="{ROW_HEIGHT - 2}" fill="{TINT}"/>',
                  f'<path d="M{x + CELL_WIDTH - 7:g} {y + 1:g}h6v6Z" fill="{SECOND}"/>']
    parts.append(text(cx, y + 11, chord, 10))
    if verdict not in (RIGHT, THEORETICAL):
        parts.append(f'<path d="M{x + 4:g} {y + 7.5:g}H{x + CELL_WIDTH - 4:g}" stroke="{SECOND}" stroke-width="1.4"/>')
    return parts

