"""ProgressionMoodSkill: one of two fixed texts, picked by three words; no model, no chord read.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ProgressionMoodSkill.cs`:
ExecuteAsync (58-66) lowers the message and answers the brighten text if it contains "brighter",
"uplift" or "happier", the darken text otherwise (68-124); CanHandle is `false` (56). Texts:
`data/progression_mood.tsv`; the lines of its SKILL.md that write progressions out,
`data/progression_mood_skill_md.tsv`. Unchanged on main (lesson 12's page).
"""
from __future__ import annotations

from functools import lru_cache

from ...dotnet_text import lower_invariant
from ..data import rows
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
DARKEN, BRIGHTEN = "darken", "brighten"
CONFIDENCE = 1.0


@lru_cache(maxsize=None)
def texts() -> dict[str, dict[str, list[str]]]:
    """answer -> kind -> its rows' texts, in order."""
    found: dict[str, dict[str, list[str]]] = {}
    for which, _line, kind, text in rows("progression_mood.tsv", 4):
        found.setdefault(which, {}).setdefault(kind, []).append(text)
    return found


def which_answer(message: str) -> str:
    """The answer ExecuteAsync picks."""
    lower = lower_invariant(message)
    return BRIGHTEN if any(word in lower for word in texts()[BRIGHTEN]["keyword"]) else DARKEN


def answer(message: str) -> AgentResponse:
    """ExecuteAsync's answer: the text (AppendLine lines, then a last Append), its evidence."""
    chosen = texts()[which_answer(message)]
    return AgentResponse(AGENT, "\n".join(chosen["line"]) + "\n" + chosen["last"][0], CONFIDENCE,
                         tuple(chosen["evidence"]))


def skill_md_text() -> str:
    """The SKILL.md's lines that hold code spans, in order (no span runs across lines, so its spans are these)."""
    return "\n".join(text for _line, text in rows("progression_mood_skill_md.tsv", 2))
