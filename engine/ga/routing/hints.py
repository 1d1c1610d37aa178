"""DefaultRoutingHintProvider: the regex rules that add +0.06 to an intent's routing score.

Follows `Common/GA.Business.ML/Agents/Intents/DefaultRoutingHintProvider.cs` at the pin (snapshot
c781df5c): the boost (line 37), the 21 rules (51-260, in `data/hint_rules.tsv`), `GetDeltas`
(262-281). Main is the same (the lesson: "the hint rules ... are unchanged").
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .data import dotnet_regex, rows

BOOST = 0.06  # BoostMagnitude, one value for every rule (line 37)
IntentId = str  # e.g. "skill.transpose"


@dataclass(frozen=True)
class HintRule:
    """One rule: where GA declares it, the intent it boosts, its pattern (IgnoreCase)."""

    lines: str  # e.g. "257-259"
    intent: IntentId
    pattern: re.Pattern[str]


@lru_cache(maxsize=None)
def hint_rules() -> tuple[HintRule, ...]:
    """The 21 rules, in GA's order."""
    return tuple(HintRule(lines, intent, dotnet_regex(pattern, ignore_case=True))
                 for lines, intent, pattern in rows("hint_rules.tsv", 3))


def routing_deltas(query: str) -> dict[IntentId, float]:
    """GetDeltas: each intent whose rule matches anywhere in the query, with its boost.

    A second rule for the same intent sets the same boost again; it does not add.

    >>> routing_deltas("Transpose Cmaj7 up a perfect fourth")
    {'skill.interval': 0.06, 'skill.transpose': 0.06}
    >>> routing_deltas("   ")
    {}
    """
    if not query.strip():
        return {}
    return {rule.intent: BOOST for rule in hint_rules() if rule.pattern.search(query)}


def hinted_intents(query: str) -> list[IntentId]:
    """The intents the hints boost for a query, in ordinal order (as the course prints them)."""
    return sorted(routing_deltas(query))
