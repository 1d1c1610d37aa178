"""A progression's chords on the circle of fifths, with the keys a key service gives the model, at two versions.

One circle per version, one above the other. Twelve positions in fifths order, C at the top and
the sharps clockwise, named small; the progression's chords are dots on the ring at their roots,
named in bold outside it. Inside, at each tonic, the keys tied at the top with their count; the first key, the one a
model reads first, is bold, marked with a star and boxed, so the winner does not rest on colour
alone. Keys with the same pitch classes (D♭ major, C♯ major) share a position. The three keys
the model is given next stand under the circle, in grey. The keys are GA's answer: its label says them as
GA's quoted words, in the reader's language around them (`drawings.weighed_keys`).
"""
from __future__ import annotations

from math import cos, pi, sin
from typing import Sequence

from ..music.pitch_class import FLAT_NAMES
from ..music.spelling import note_pc
from .svg import ACCENT, INK, MUTED, svg, text

WIDTH, PANEL, RADIUS, CHORD_RING, KEY_RING = 320, 250, 82, 100, 50
CENTRE_X, CENTRE_Y = 160, 132  # of the first panel's circle
POSITIONS = 12
Candidate = tuple[str, int, int]  # "A# minor" (or "A#m"), matched, total
Version = tuple[str, Sequence[Candidate], Sequence[Candidate]]  # label, the keys tied at the top, the next three


def fifths_place(pc: int, cx: float, cy: float, radius: float) -> tuple[float, float]:
    """Where a pitch class sits on the circle of fifths: C at the top, G one step clockwise."""
    angle = 2 * pi * (pc * 7 % POSITIONS) / POSITIONS
    return cx + radius * sin(angle), cy - radius * cos(angle)


def short(key: str) -> str:
    """"A# minor" -> "A#m", "C# major" -> "C#"; a short name stays as it is."""
    tonic, _, mode = key.partition(" ")
    return tonic + ("m" if mode == "minor" else "")


def weighed_keys_svg(chords: Sequence[str], versions: Sequence[Version], label: str) -> str:
    """The two circles, as SVG markup, with the label a reader's voice said.

    >>> picture = weighed_keys_svg(["Db", "Gb", "Ab"], [("a826864", [("A# minor", 3, 3)], [("Ab major", 2, 3)])], "…")
    >>> picture.startswith("<svg") and "★ A#m 3/3" in picture
    True
    """
    body = []
    for row, (version, top, partial) in enumerate(versions):
        cx, cy = CENTRE_X, CENTRE_Y + row * PANEL
        body += [f'<circle cx="{cx}" cy="{cy}" r="{RADIUS}" fill="none" stroke="{MUTED}" stroke-width="1"/>',
                 text(8, cy - RADIUS - 10, version, 14, anchor="start", weight="bold")]
        played = {note_pc(root_of(c)) for c in chords}
        for pc in range(POSITIONS):
            x, y = fifths_place(pc, cx, cy, RADIUS)
            body.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2" fill="{MUTED}"/>')
            if pc not in played:  # the other positions named small, to find one's way round the circle
                lx, ly = fifths_place(pc, cx, cy, CHORD_RING)
                body.append(text(lx, ly + 4, FLAT_NAMES[pc], 11, fill=MUTED))
        for chord in dict.fromkeys(chords):
            pc = note_pc(root_of(chord))
            x, y = fifths_place(pc, cx, cy, RADIUS)
            lx, ly = fifths_place(pc, cx, cy, CHORD_RING)
            body += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="6" fill="{ACCENT}"/>',
                     text(lx, ly + 5, chord, 14, fill=ACCENT, weight="bold")]
        body += key_labels(top, cx, cy)
        body.append(text(cx, cy + RADIUS + 40, " · ".join(f"{short(k)} {n}/{t}" for k, n, t in partial), 12, fill=MUTED))
    height = PANEL * len(versions) + 10
    return svg(WIDTH, height, label, body, max_width="22rem")


def root_of(chord: str) -> str:
    return chord[:2] if len(chord) > 1 and chord[1] in "#b" else chord[:1]


def key_labels(top: Sequence[Candidate], cx: float, cy: float) -> list[str]:
    """The keys tied at the top, inside the ring, stacked at their tonic's position; the first starred and boxed."""
    stacked: dict[int, int] = {}
    parts = []
    for rank, (key, count, total) in enumerate(top):
        pc = note_pc(root_of(key))
        x, y = fifths_place(pc, cx, cy, KEY_RING)
        y += 15 * stacked.get(pc, 0)
        stacked[pc] = stacked.get(pc, 0) + 1
        words = f"{'★ ' if rank == 0 else ''}{short(key)} {count}/{total}"
        if rank == 0:
            width = 8 * len(words) + 6
            parts.append(f'<rect x="{x - width / 2:.1f}" y="{y - 12:.1f}" width="{width}" height="17" rx="3" '
                         f'fill="#ffffff" stroke="{ACCENT}" stroke-width="1.4"/>')
        parts.append(text(x, y + 1, words, 12, fill=INK, weight="bold" if rank == 0 else "normal"))
    return parts
