"""PlayableNotationFormatter: the VexTab block GA writes under each chord diagram of an answer.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Notation/PlayableNotationFormatter.cs`:
a diagram's frets become `string/fret` tokens with the first fret on string 6 (31-53), whatever
order the diagram was written in; a fence is added under each markdown line outside a fence
that holds diagrams, unless the next line with text already opens one (69-133, 232-246); the
result is right-trimmed. GA's voicing answers write diagrams from the high E (lesson 2), so the
block reads them upside down. Patterns: `data/chat_host.tsv`. The chat host calls it on every
answer it returns (OrchestratedChatApplicationService.cs 85). Assumed the same on main.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..dotnet_text import is_blank, replace_line_endings, trim, trim_end, trim_start, upper_invariant
from .data import gates

STRINGS = 6
MAX_FRET = 36  # TryParseFret: 0 to 36 (212-213)
FENCE = "```"
VEXTAB_FENCE = "```vextab"


@dataclass(frozen=True)
class Augmented:
    """NotationAugmentationResult: the text, the diagrams found, the fences added."""

    text: str
    diagrams: int
    added: int


def patterns() -> dict:
    return gates("PlayableNotationFormatter", "chat_host.tsv")


def frets(diagram: str | None) -> list[int | None] | None:
    """TryParseSixStringDiagram: six frets (None for x), dashed or compact, or None.

    >>> frets("3-0-x-2-3-x"), frets("x32010"), frets("3-0-x-2-3"), frets("3-0-x-2-37-x")
    ([3, 0, None, 2, 3, None], [None, 3, 2, 0, 1, 0], None, None)
    """
    if is_blank(diagram):
        return None
    text = trim(diagram)
    dashed = patterns()["dash_diagram"].match(text)
    if dashed:
        read = [fret(dashed.group(i)) for i in range(1, STRINGS + 1)]
        return None if any(f is False for f in read) else read
    if not patterns()["compact_diagram"].match(text):
        return None
    return [None if c in "xX" else ord(c) - ord("0") for c in trim(text)]


def fret(token: str) -> int | None | bool:
    """TryParseFret: None for x, the fret, or False where GA fails (ASCII digits, 0 to 36)."""
    if token in ("x", "X"):
        return None
    if not (token.isascii() and token.isdigit()) or int(token) > MAX_FRET:
        return False
    return int(token)


def vextab(diagram: str | None) -> str | None:
    """TryFormatChordDiagramAsVexTab: the frets as "string/fret", the diagram's first fret on string 6.

    >>> vextab("3-0-x-2-3-x"), vextab("x-x-x-x-x-x")
    ('6/3 5/0 3/2 2/3', None)
    """
    found = frets(diagram)
    if found is None:
        return None
    tokens = [f"{len(found) - i}/{f}" for i, f in enumerate(found) if f is not None]
    return " ".join(tokens) if tokens else None


def diagrams_in(line: str) -> list[str]:
    """ExtractChordDiagrams: the six-string diagrams written in a line, those GA can read."""
    if is_blank(line):
        return []
    return [m.group("diagram") for m in patterns()["inline_diagram"].finditer(line) if vextab(m.group("diagram"))]


def augment(markdown: str | None) -> Augmented:
    """AugmentMarkdownWithVexTabFences: a VexTab fence under each line of diagrams (line breaks as LF)."""
    if markdown is None or is_blank(markdown):
        return Augmented(markdown or "", 0, 0)
    lines = replace_line_endings(markdown).split("\n")
    out, found, added, inside = [], 0, 0, False
    for i, line in enumerate(lines):
        out.append(line + ("\n" if i < len(lines) - 1 else ""))
        if trim_start(line).startswith(FENCE):
            inside = not inside
            continue
        diagrams = [] if inside else diagrams_in(line)
        found += len(diagrams)
        if not diagrams or next_is_vextab(lines, i + 1):
            continue
        for diagram in diagrams:
            if i >= len(lines) - 1:
                out.append("\n")
            out.append(f"{VEXTAB_FENCE}\n{vextab(diagram)}\n{FENCE}\n")
            added += 1
    return Augmented(trim_end("".join(out)), found, added)


def next_is_vextab(lines: list[str], start: int) -> bool:
    """NextMeaningfulLineIsVexTabFence: the next line with text opens a vextab fence (any case)."""
    following = next((trim_start(line) for line in lines[start:] if trim_start(line)), "")
    return upper_invariant(following[:len(VEXTAB_FENCE)]) == VEXTAB_FENCE.upper()
