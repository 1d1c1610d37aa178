"""GrothendieckDelta: the signed difference of two interval-class vectors, its norms, and GA's reading of it.

Follows, at the pin (snapshot c781df5c), `Common/GA.Domain.Services/Atonal/Grothendieck/GrothendieckDelta.cs`:
FromIcVs (113-134) subtracts the source's vector from the target's and, when every count is equal,
puts +1 on ic1, so two sets of one vector are a step apart and never 0; the L1 norm (84-85), the
L2 norm (90-102); Explain (172-221) lists the non-zero changes and adds InterpretDelta's reading
(226-258: the first rule that holds, more semitones or whole tones first) after an arrow that
line 217 holds as mis-decoded UTF-8, which GA prints as it is. The cost is GrothendieckService's
(`GrothendieckService.cs` 39-42). The course: main's GrothendieckDelta is the same.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import sqrt

from ...music.set_class import IntervalClassVector

COST_PER_STEP = 0.6  # ComputeHarmonicCost, GrothendieckService.cs 42
ARROW = "\u00e2\u2020\u2019"  # line 217: the bytes of "→" read as Windows-1252, then saved as UTF-8
IC_NAMES = ("semitone", "whole tone", "minor 3rd", "major 3rd", "perfect 4th", "tritone")  # lines 176-204
# InterpretDelta's rules in its order: the interval classes (1-based) that must rise, or fall, and the reading
RULES = (((1, 2), +1, "more chromatic color"), ((6,), +1, "increased tension"), ((3, 4, 5), +1, "more consonant"),
         ((1, 2), -1, "less chromatic"), ((6,), -1, "reduced tension"))


@dataclass(frozen=True)
class Delta:
    """A delta as GA holds it: the change of each interval class, ic1 to ic6."""

    changes: tuple[int, ...]

    @property
    def l1(self) -> int:
        return sum(abs(c) for c in self.changes)

    @property
    def l2(self) -> float:
        return sqrt(sum(c * c for c in self.changes))

    @property
    def cost(self) -> float:
        return self.l1 * COST_PER_STEP

    @property
    def signed(self) -> str:
        """The changes as the delta skill prints them, `{x:+#;-#;0}` each: "[-1, +1, 0, 0, 0, 0]"."""
        return "[" + ", ".join(f"{c:+d}" if c else "0" for c in self.changes) + "]"

    def explain(self) -> str:
        """Explain(): "-1 ic1 (semitone), +1 ic2 (whole tone) â†’ more chromatic color", or "No change"."""
        parts = [f"{c:+d} ic{k} ({name})" for k, (c, name) in enumerate(zip(self.changes, IC_NAMES), 1) if c]
        if not parts:
            return "No change"
        reading = self.interpretation()
        return ", ".join(parts) + (f" {ARROW} {reading}" if reading else "")

    def interpretation(self) -> str:
        """InterpretDelta: the reading of the first rule some interval class satisfies, else ""."""
        for classes, sign, reading in RULES:
            if any(self.changes[k - 1] * sign > 0 for k in classes):
                return reading
        return ""


@lru_cache(maxsize=4096)
def from_icvs(source: IntervalClassVector, target: IntervalClassVector) -> Delta:
    """FromIcVs: target minus source, with +1 on ic1 where the two vectors are equal.

    >>> from_icvs((1, 0, 1, 2, 2, 0), (0, 1, 2, 1, 1, 1)).signed, from_icvs((0, 0, 1, 1, 1, 0), (0, 0, 1, 1, 1, 0)).l1
    ('[-1, +1, +1, -1, -1, +1]', 1)
    """
    changes = tuple(int(t) - int(s) for s, t in zip(source, target, strict=True))
    if not any(changes):
        changes = (1, *changes[1:])
    return Delta(changes)
