"""Lesson 1's map of the chatbot host: a request's way from the endpoint through the hooks to the intents and agents.

Drawn top to bottom from a `HostMap` the probe fills from the engine's model of the host, so the
drawing follows the model: the application service and orchestrator the container resolves, the
hooks in their order, the intents (those that wrap a skill counted, the others named), the
agents, and the embedding the voicing agent searches.
"""
from __future__ import annotations

from dataclasses import dataclass

from .svg import ACCENT, LIGHT_PANEL, MUTED, arrow, box, svg, text

WIDTH, MARGIN, GAP, LINE = 360, 10, 20, 19
SKILL_BOX = 196  # the intents that wrap a skill: wide enough for "OrchestratorSkillIntent" in bold
GAP_X = MARGIN + SKILL_BOX + GAP / 2  # where the way to the agents runs down between the intent boxes


@dataclass(frozen=True)
class HostMap:
    """What the map shows, by GA's names."""

    endpoint: str  # "POST /api/chatbot/chat"
    application_service: tuple[str, str]  # (class, interface)
    orchestrator: tuple[str, str]
    hook_interface: str
    hooks: tuple[str, ...]
    intent_router: tuple[str, str]  # (class, interface of what it routes to)
    intents: int
    skill_intents: tuple[str, str, int]  # (adapter class, id pattern, how many)
    other_intents: tuple[str, ...]
    agent_router: str
    agents: tuple[str, ...]  # classes
    embedding: tuple[str, str]  # (name, sizes)


def host_map_svg(m: HostMap) -> str:
    """The map as SVG markup.

    >>> m = HostMap("POST /x", ("App", "IApp"), ("Orch", "IOrch"), "IHook", ("H1",), ("Router", "IIntent"), 2,
    ...             ("Adapter", "skill.*", 1), ("algebra",), "Agents", ("A", "B"), ("E", "1 → 2"))
    >>> picture = host_map_svg(m)
    >>> picture.startswith("<svg") and 'role="img"' in picture and "<title>" in picture
    True
    """
    body, y = [], MARGIN
    y = single(body, y, (m.endpoint,))
    for pair in (m.application_service, m.orchestrator):
        y = single(body, arrow_down(body, y), pair)
    y = hook_list(body, arrow_down(body, y), m.hook_interface, m.hooks)
    y = single(body, arrow_down(body, y), (m.intent_router[0], f"{m.intent_router[1]} {m.intents}"))
    router_bottom, y = y, intent_kinds(body, y, m)
    body.append(arrow(GAP_X, router_bottom + 2, GAP_X, y + GAP - 2))  # down the gap between the two
    y, last_agent_x = agent_grid(body, y + GAP, m.agent_router, m.agents)
    y = single(body, arrow_down(body, y, last_agent_x), m.embedding)  # the voicing agent searches the index
    label = " → ".join([m.endpoint, m.application_service[0], m.orchestrator[0], *m.hooks,
                        f"{m.intent_router[0]} ({m.intents} {m.intent_router[1]})",
                        f"{m.agent_router} ({', '.join(m.agents)})", " ".join(m.embedding)])
    return svg(WIDTH, y + MARGIN, label, body, max_width="20rem")


def arrow_down(body: list[str], y: float, x: float = WIDTH / 2) -> float:
    body.append(arrow(x, y + 2, x, y + GAP - 2))
    return y + GAP


def single(body: list[str], y: float, lines: tuple[str, ...]) -> float:
    """A full-width box: its first line bold, the others muted."""
    height = 12 + LINE * len(lines)
    body.append(box(MARGIN, y, WIDTH - 2 * MARGIN, height))
    for k, words in enumerate(lines):
        body.append(text(WIDTH / 2, y + 20 + k * LINE, words, 13 if k == 0 else 12,
                         fill="currentColor" if k == 0 else MUTED, weight="bold" if k == 0 else "normal"))
    return y + height


def hook_list(body: list[str], y: float, interface: str, hooks: tuple[str, ...]) -> float:
    """The hooks, numbered in the order they run, under their interface."""
    height = 16 + LINE * (len(hooks) + 1)
    body.append(box(MARGIN, y, WIDTH - 2 * MARGIN, height, fill=LIGHT_PANEL))
    body.append(text(WIDTH / 2, y + 20, f"{interface} {len(hooks)}", 12, fill=MUTED))
    for k, hook in enumerate(hooks, 1):
        body.append(text(WIDTH / 2 - 100, y + 20 + k * LINE, str(k), 12, anchor="end", fill=ACCENT, weight="bold"))
        body.append(text(WIDTH / 2 - 90, y + 20 + k * LINE, hook, 13, anchor="start"))
    return y + height


def intent_kinds(body: list[str], y: float, m: HostMap) -> float:
    """Two boxes side by side: the intents that wrap a skill, counted; the others, named."""
    wide, narrow = SKILL_BOX, WIDTH - 2 * MARGIN - GAP - SKILL_BOX
    left, right = MARGIN, MARGIN + wide + GAP
    rows = max(2, len(m.other_intents))
    height = 12 + LINE * rows
    body += [arrow(left + wide / 2, y + 2, left + wide / 2, y + GAP - 2),
             arrow(right + narrow / 2, y + 2, right + narrow / 2, y + GAP - 2)]
    y += GAP
    adapter, pattern, count = m.skill_intents
    body += [box(left, y, wide, height), box(right, y, narrow, height),
             text(left + wide / 2, y + 20, adapter, 12, weight="bold"),
             text(left + wide / 2, y + 20 + LINE, f"{pattern} {count}", 12, fill=MUTED)]
    body += [text(right + narrow / 2, y + 20 + k * LINE, intent, 12) for k, intent in enumerate(m.other_intents)]
    return y + height


def agent_grid(body: list[str], y: float, router: str, agents: tuple[str, ...]) -> tuple[float, float]:
    """The agent router's box, its agents in two columns; its bottom, and where the last agent stands."""
    rows = -(-len(agents) // 2)
    height = 16 + LINE * (rows + 1)
    body += [box(MARGIN, y, WIDTH - 2 * MARGIN, height), text(WIDTH / 2, y + 20, router, 13, weight="bold")]
    for k, agent in enumerate(agents):
        x = WIDTH / 4 + (k % 2) * WIDTH / 2
        body.append(text(x, y + 20 + (k // 2 + 1) * LINE, agent, 12))
    return y + height, WIDTH / 4 + ((len(agents) - 1) % 2) * WIDTH / 2
