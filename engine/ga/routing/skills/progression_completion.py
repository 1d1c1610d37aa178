"""ProgressionCompletionSkill: the first key KeyIdentificationService finds, and the chords the model may suggest.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ProgressionCompletionSkill.cs`:
ExecuteAsync (47-81) reads the chords and scores the keys with KeyIdentificationService; without
candidates it refuses (55-64), else BuildPrompt (85-138) names every key tied with the first on
its count, joined by " / ", and lists the first key's diatonic set as the only chords allowed,
then the model is called (68), which the course's host cannot reach: GA throws there. Texts:
`data/key_skill_prompts.tsv`. CanHandle (43-45) is `gates.progression_completion`. On main the
skill is unchanged (lesson 12's page) and the service is 6baf32e's.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...tonal.key_identification import KeyCandidate, extract_chords, identify
from ..agents.router import ModelUnreachable
from ..responses import AgentResponse
from .key_identification import AGENT, NO_CHORDS_CONFIDENCE, SERVICE, chords_text, template


@dataclass(frozen=True)
class Told:
    """What BuildPrompt tells the model: the chords read, the key or keys, the count, the chords allowed."""

    chords: tuple[str, ...]
    keys: str  # "C major" or "A minor / C major"
    count: int
    total: int
    allowed: tuple[str, ...]
    candidates: tuple[KeyCandidate, ...]


def told(message: str, at: str = "pin") -> Told | None:
    """ExecuteAsync's reading and BuildPrompt's key line, or None where the skill refuses."""
    chords = extract_chords(message, SERVICE[at])
    candidates = identify(chords, SERVICE[at])
    if not candidates:
        return None
    top = candidates[0]
    tied = [c for c in candidates if c.match_count == top.match_count]
    keys = top.key if len(tied) == 1 else " / ".join(c.key for c in tied)
    return Told(chords, keys, top.match_count, top.total_chords, top.diatonic_set, candidates)


def build_prompt(message: str, what: Told) -> str:
    """BuildPrompt's text."""
    return template("completion").substitute(
        message=message, chords=chords_text(what.chords), keys=what.keys, count=what.count, total=what.total,
        set=", ".join(what.allowed)) + "\n"


def answer(message: str, at: str = "pin") -> AgentResponse:
    """ExecuteAsync with the model unreachable: the refusal when no key fits, else GA's failed model call."""
    if told(message, at) is None:
        return AgentResponse(AGENT, template("completion_no_chords").template, NO_CHORDS_CONFIDENCE)
    raise ModelUnreachable("ProgressionCompletionSkill's model call (ChatAsync, line 68)")
