"""The chatbot's intents in registration order, and the example prompts each one declares.

At the pin (snapshot c781df5c): 32 skill intents from GaPlugin.Register
(`Common/GA.Business.Core.Orchestration/Plugins/GaPlugin.cs` 36-130), each an
OrchestratorSkillIntent whose id is "skill." + the skill's Name lowercased, spaces as hyphens
(`OrchestratorSkillIntent.cs` line 21), then AlgebraIntent, TabOptimizeIntent, TabAnalyzeIntent and
VoicingIntent (`ChatbotOrchestrationExtensions.cs` 141-157). Prompts: `data/example_prompts.tsv`.

Main (f4f5b4a) is inferred, its code being unavailable: l25-main.txt counts 412 prompts of 35
other intents where the pin has 407 of 34, with the same skill registrations. The simplest model
that explains it: FretSpanSkill, the one registered intent without prompts, declares five on main.
Their texts are unknown; they are counted, never read (the lesson's main tables show that none
of them fires the transpose hint or holds a transpose trigger).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .data import rows
from .hints import IntentId

SKILL_PREFIX = "skill."
UNKNOWN_PROMPTS_ON_MAIN = {"FretSpanSkill": 5}  # inferred from l25-main.txt's counts (412 of 35)


@dataclass(frozen=True)
class Intent:
    """An IIntent registration: its class, what it adapts, its id and its example prompts."""

    cls: str  # e.g. "TransposeSkill"
    kind: str  # "skill" (an OrchestratorSkillIntent over the skill) or "intent"
    id: IntentId
    prompts: tuple[str, ...]
    unknown_prompts: int = 0  # prompts whose text the model does not know (main)

    @property
    def prompt_count(self) -> int:
        return len(self.prompts) + self.unknown_prompts


def intent_id(skill_name: str) -> IntentId:
    """The id OrchestratorSkillIntent gives a skill.

    >>> intent_id("ChordSubstitution"), intent_id("What Can You Do")
    ('skill.chordsubstitution', 'skill.what-can-you-do')
    """
    return SKILL_PREFIX + skill_name.lower().replace(" ", "-")


@lru_cache(maxsize=None)
def intents(at: str) -> tuple[Intent, ...]:
    """The registered intents at a revision ("pin" or "main"), in registration order."""
    prompts: dict[str, list[str]] = {}
    for cls, _line, prompt in rows("example_prompts.tsv", 3):
        prompts.setdefault(cls, []).append(prompt)
    unknown = UNKNOWN_PROMPTS_ON_MAIN if at == "main" else {}
    return tuple(
        Intent(cls, kind, intent_id(name) if kind == "skill" else name, tuple(prompts.get(cls, ())),
               unknown.get(cls, 0))
        for cls, kind, name, _registered, _declared in rows("intents.tsv", 5))


def skill_names() -> dict[str, str]:
    """Each GaPlugin skill class's Name, e.g. TransposeSkill: Transpose."""
    return {cls: name for cls, kind, name, _r, _d in rows("intents.tsv", 5) if kind == "skill"}


@lru_cache(maxsize=None)
def corpus_transpose_prompts() -> tuple[str, ...]:
    """The prompts of GA's chatbot test corpus that ask for a transposition."""
    return tuple(prompt for _line, prompt in rows("corpus_prompts.tsv", 2))
