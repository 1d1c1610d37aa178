"""KeyIdentificationMcpTools.IdentifyKey (ga_key_identify), the key-identification SKILL.md's tool.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Mcp/KeyIdentificationMcpTools.cs`
48-100: a query of 1 to 256 characters, the chords ExtractChords reads, Identify's candidates; the
keys whose count equals the first key's (wherever they stand), then the next three by position.
Errors echo the query through McpEchoSanitizer. On main only a `using` line differs (lesson 11's
page); its service is 6baf32e's.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..dotnet_text import utf16_length
from ..tonal.key_identification import PIN, KeyCandidate, extract_chords, identify, partial_matches, tied_at_top
from .echo import sanitize_echo

MAX_QUERY = 256  # MaxQueryLength, line 32


@dataclass(frozen=True)
class KeyIdentificationResult:
    recognized_chords: tuple[str, ...] = ()
    top_candidates: tuple[KeyCandidate, ...] = ()
    partial_matches: tuple[KeyCandidate, ...] = ()
    total_chords: int = 0
    error: str | None = None


def identify_key(query: str | None, at: str = PIN) -> KeyIdentificationResult:
    """ga_key_identify on a question or a bare chord list."""
    if not query or utf16_length(query) > MAX_QUERY:
        return KeyIdentificationResult(error=f"Could not parse '{sanitize_echo(query)}' — pass a chord list or "
                                             "question (e.g. 'C Am F G').")
    chords = extract_chords(query, at)
    if not chords:
        return KeyIdentificationResult(error="No recognisable chord symbols found. Write them as standard chord "
                                             "names — e.g. 'Am F C G'.")
    candidates = identify(chords, at)
    if not candidates:
        return KeyIdentificationResult(error=f"No candidate key matches the progression [{', '.join(chords)}].")
    top = tied_at_top(candidates)
    return KeyIdentificationResult(chords, top, partial_matches(candidates), top[0].total_chords)
