"""SemanticRouter without a model: which agent answers a question the intent router left.

At the pin (snapshot c781df5c, `Common/GA.Business.ML/Agents/SemanticRouter.cs` 55-104): with an
embedder registered, RouteAsync initialises the agents' embeddings and embeds the query (70-73)
without a try/catch, so the unreachable embedder's failure propagates.

On main (f4f5b4a; lesson 25 and PR #686) the embedding failure is caught (main lines 72-84), the
LLM route fails too, and KeywordRoute decides (snapshot 327-381, the same lists on main): each
agent with a keyword list scores the share of its keywords the lowercased query contains, the
voicing agent (no list) 0.1, the best score wins, ties kept in registration order (the sort is
stable, main line 373), confidence at least 0.3. The routing feedback adds nothing in a fresh
process (InMemoryRoutingFeedback). Keywords: `data/agent_keywords.tsv`; order: `data/agents.tsv`.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from ..data import rows

DEFAULT_SCORE = Fraction(1, 10)  # 0.1f, an agent without keywords (line 352); 1/10 ties it exactly
MIN_CONFIDENCE = Fraction(3, 10)  # Math.Max(best.Score, 0.3f), line 366
KEYWORD_METHOD = "keyword"  # line 379


class ModelUnreachable(Exception):
    """GA's failed call to the closed Ollama port: raised where GA throws, caught where GA catches."""


@dataclass(frozen=True)
class AgentRouting:
    """The router's choice: the agent, its confidence, the method, and every agent's score."""

    agent: str  # an agent id, e.g. "voicing"
    confidence: Fraction
    method: str
    scores: tuple[tuple[str, Fraction], ...]  # best first


@lru_cache(maxsize=None)
def agent_ids() -> tuple[str, ...]:
    """The agents in registration order (ServiceCollectionExtensions.cs 94-99)."""
    return tuple(agent for agent, _cls in agent_classes())


@lru_cache(maxsize=None)
def agent_classes() -> tuple[tuple[str, str], ...]:
    """(agent id, class) in registration order: SemanticRouter's Agents."""
    return tuple((agent, cls) for cls, _line, agent in rows("agents.tsv", 3))


@lru_cache(maxsize=None)
def keywords() -> dict[str, tuple[str, ...]]:
    found: dict[str, tuple[str, ...]] = {}
    for agent, _line, word in rows("agent_keywords.tsv", 3):
        found[agent] = (*found.get(agent, ()), word)
    return found


def keyword_scores(query: str) -> list[tuple[str, Fraction]]:
    """Each agent's keyword score, in registration order.

    >>> dict(keyword_scores("Move Am up two frets"))["tab"]
    Fraction(1, 9)
    """
    lower = query.lower()
    lists = keywords()
    return [(agent, Fraction(sum(k in lower for k in lists[agent]), len(lists[agent])) if agent in lists
             else DEFAULT_SCORE) for agent in agent_ids()]


def keyword_route(query: str) -> AgentRouting:
    """KeywordRoute: the best-scoring agent; equal scores keep registration order."""
    ranked = sorted(keyword_scores(query), key=lambda pair: pair[1], reverse=True)  # stable
    agent, best = ranked[0]
    return AgentRouting(agent, max(best, MIN_CONFIDENCE), KEYWORD_METHOD, tuple(ranked))


def route_without_model(at: str, query: str) -> AgentRouting:
    """RouteAsync with the model unreachable: the pin throws; main routes by keywords."""
    if at == "pin":
        raise ModelUnreachable("SemanticRouter.RouteAsync embeds the query (lines 70-73)")
    return keyword_route(query)
