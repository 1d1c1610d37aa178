"""SemanticIntentRouter without embeddings: what RouteAsync picks when the embedder is unreachable.

At the pin (snapshot c781df5c, `Common/GA.Business.ML/Agents/Intents/SemanticIntentRouter.cs`):
the example warm-up's failure is swallowed (341-390), the query's embedding throws and the catch
at 115-127 returns null, so nothing is ever picked.

On main (f4f5b4a; the lesson quotes the code, PRs #686/#688) KeywordFallback walks the intents
in registration order and gives the query to the first that matches without embeddings, at
MinConfidence. For a skill's intent that is the skill's CanHandle (OrchestratorSkillIntent.cs
line 29 on main). Inferred: the four other intents (algebra, tab.optimize, tab.analyze,
voicing) match nothing; l25-main.txt only shows they claim none of its phrasings.
"""
from __future__ import annotations

from dataclasses import dataclass

from .prompts import Intent, intents
from .skills import can_handle

MIN_CONFIDENCE = 0.55  # DefaultMinConfidence (line 47); AI:Routing:MinConfidence unset


@dataclass(frozen=True)
class IntentMatch:
    """The intent the router picks, and the confidence it gives the pick."""

    intent: Intent
    confidence: float


def matches_without_embeddings(intent: Intent, query: str) -> bool:
    """IIntent.MatchesWithoutEmbeddings on main: the skill's CanHandle (main's); no for other intents."""
    return intent.kind == "skill" and can_handle(intent.cls, query, "main")


def route_without_embeddings(at: str, query: str) -> IntentMatch | None:
    """RouteAsync when the query cannot be embedded: None at the pin; main's keyword fallback."""
    if at == "pin":
        return None
    for intent in intents(at):
        if matches_without_embeddings(intent, query):
            return IntentMatch(intent, MIN_CONFIDENCE)
    return None
