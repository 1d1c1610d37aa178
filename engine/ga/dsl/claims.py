"""What the diatonic-chords SKILL.md says domain.diatonicChords returns (`data/skill_md_claims.tsv`)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..datafile import read_rows

DATA = Path(__file__).resolve().parent / "data" / "skill_md_claims.tsv"


@dataclass(frozen=True)
class Claim:
    """One of the SKILL.md's results: a key, and what the SKILL.md writes for it."""

    line: int
    root: str
    scale: str
    says: str  # a JSON array as the SKILL.md writes it, or a sentence


@lru_cache(maxsize=None)
def diatonic_claims() -> tuple[Claim, ...]:
    return tuple(Claim(int(line), root, scale, says) for line, root, scale, says in read_rows(DATA, 4))
