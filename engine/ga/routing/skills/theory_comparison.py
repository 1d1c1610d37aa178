"""TheoryComparisonSkill: "what is the difference between major and minor", answered with one fixed text.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/TheoryComparisonSkill.cs`:
the quality tokens and the four patterns (56-75, IgnoreCase), ExecuteAsync (77-89), MatchPair (91-104:
the first pattern that matches gives the pair, lowercased), NormalizePair (106-111: major first),
the comparison (113-149), the same-pair answer (151-157) and the empty refusal (159-165). Its
CanHandle is `false` (line 50), on main too (`gates.NEVER`). Patterns and texts:
`data/theory_comparison.tsv`. VsPattern's lookbehind has two widths, which `re` cannot take: it
is compiled as two fixed-width lookbehinds (`data.fixed_width_lookbehinds`), both of which must
hold, as the one does in .NET.

Main (f4f5b4a): the same file but for its refusal, marked Declined (lesson 28's page).
"""
from __future__ import annotations

import re
from functools import lru_cache

from ...dotnet_text import lower_invariant
from ..data import dotnet_regex, rows
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
FOUND, SAME_PAIR, CANNOT_HANDLE = 1.0, 0.7, 0.0  # 1.0f (146), 0.7f (155), 0.0f (163)
PATTERN_NAMES = ("DifferencePattern", "ComparePattern", "VsPattern", "HowDifferPattern")  # MatchPair's order


@lru_cache(maxsize=None)
def table(kind: str) -> dict[str, str]:
    """The rows of one kind of `data/theory_comparison.tsv`, by key."""
    return {key: value for k, _lines, key, value in rows("theory_comparison.tsv", 4) if k == kind}


@lru_cache(maxsize=None)
def patterns() -> dict[str, re.Pattern[str]]:
    """The four patterns by their field's name, in the order MatchPair tries them."""
    tokens = table("tokens")["QualityTokens"]
    written = table("pattern")
    return {name: dotnet_regex(written[name].replace("{tokens}", tokens), ignore_case=True) for name in PATTERN_NAMES}


@lru_cache(maxsize=None)
def body() -> str:
    """The comparison's fixed text."""
    return "\n".join(table("body").values())


def text(name: str, **values: str) -> str:
    found = table("text")[name]
    for field, value in values.items():
        found = found.replace("{" + field + "}", value)
    return found


def matching_pattern(message: str) -> str | None:
    """The name of the first pattern that finds a pair in the message, or None."""
    return next((name for name, p in patterns().items() if p.search(message)), None)


def match_pair(message: str) -> tuple[str, str] | None:
    """MatchPair: the two words the first matching pattern captures, lowercased."""
    name = matching_pattern(message)
    if name is None:
        return None
    found = patterns()[name].search(message)
    return lower_invariant(found["a"]), lower_invariant(found["b"])


def normalize_pair(a: str, b: str) -> tuple[str, str]:
    """NormalizePair: (a, b) if a is "major" or b is "minor", else (b, a)."""
    return (a, b) if a == "major" or b == "minor" else (b, a)


def answer(message: str | None, at: str = "pin") -> AgentResponse:
    """ExecuteAsync: the comparison, the same-pair answer, or an empty refusal."""
    pair = match_pair(message or "")
    if pair is None:
        return AgentResponse(AGENT, "", CANNOT_HANDLE, (text("no_pattern"),), declined=at == "main")
    left, right = normalize_pair(*pair)
    if left == right:
        return AgentResponse(AGENT, text("same_pair", label=left), SAME_PAIR, (text("same_pair_evidence"),))
    return AgentResponse(AGENT, body(), FOUND, (text("source"), text("matched", a=left, b=right)))
