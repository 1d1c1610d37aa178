"""The diagram parser of GA's MCP tool `ga_generate_voicing_embedding`.

Follows `GaMcpServer/Tools/VoicingEmbeddingTool.cs` at the pin: the open strings per instrument
(33-39, highest string first) and `ParseDiagram` (134-173), which splits the diagram at "-" and
reads its first element as string 1, the highest string, as GA's own generator numbers them.
The tool's description gives "'x-3-2-0-1-0' for Cmaj7" as its example (42-44): a chord chart,
written from the low E, so the parser plays another chord.
"""
from __future__ import annotations

from ...errors import EngineError
from ...music.fretboard import Tuning
from ...music.voicing import Frets

OPEN_STRINGS = {  # highest string first (33-39)
    "guitar": Tuning("guitar", (64, 59, 55, 50, 45, 40)),
    "bass": Tuning("bass", (43, 38, 33, 28)),
    "ukulele": Tuning("ukulele", (69, 64, 60, 67)),
}
EXAMPLE = "x-3-2-0-1-0"  # the tool's description, "for Cmaj7" (44)


def parse_diagram(diagram: str, instrument: str = "guitar") -> tuple[Frets, Tuning]:
    """The frets the tool reads, string 1 (the highest) first, and the instrument's tuning.

    Raises GA's messages for an unknown instrument, a wrong number of strings or a bad fret.

    >>> parse_diagram("x-3-2-0-1-0")[0]
    (None, 3, 2, 0, 1, 0)
    """
    parts = diagram.split("-")
    tuning = OPEN_STRINGS.get(instrument.lower())
    if tuning is None:
        raise EngineError(f"Unknown instrument: {instrument}. Expected guitar, bass, or ukulele.")
    if len(parts) != tuning.strings:
        raise EngineError(f"Diagram has {len(parts)} strings but {instrument} expects {tuning.strings}")
    return tuple(fret(part.strip(), string) for string, part in enumerate(parts, start=1)), tuning


def fret(part: str, string: int) -> int | None:
    if part in ("x", "X"):
        return None
    try:
        return int(part)
    except ValueError:
        raise EngineError(f"Invalid fret value: '{part}' at string {string}") from None
