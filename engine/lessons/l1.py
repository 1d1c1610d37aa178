"""Lesson 1, "The map": what GA's chatbot host registers, read from the model of its container.

The probe (the course's Lesson1.cs) resolves the orchestrator and the host's application service,
lists the intents the semantic router chooses from with their example prompts, the agents behind
the LLM path and the hooks in the order they run, and names the embedding every voicing gets. The
course runs it at the pin only.
"""
from __future__ import annotations

from collections import Counter

from ..ga.optick.schema import COMPACT_DIM, PARTITIONS, REGISTRY, TOTAL_DIMENSION, VERSION
from ..ga.routing import ChatbotHost
from ..pictures.host_map import HostMap, host_map_svg
from ..table import Line, Table, grid, per, phrase

TITLE = "The map"
REVISIONS = ("pin",)
ORCHESTRATOR, APPLICATION_SERVICE = "IHarmonicChatOrchestrator", "IChatApplicationService"
ENDPOINT = "POST /api/chatbot/chat"  # GaChatbot.Api's chat endpoint (engine.ga.routing.agents.chat)
INTENT_ROUTER, AGENT_ROUTER = "SemanticIntentRouter", "SemanticRouter"  # the classes the model's routers stand for
SKILL_ADAPTER, HOOK_INTERFACE, INTENT_INTERFACE = "OrchestratorSkillIntent", "IChatHook", "IIntent"


def model(at: str) -> ChatbotHost:
    return ChatbotHost(at)


def services(ga: ChatbotHost) -> Table:
    "The orchestrator and the host's application service the container resolves."
    rows = [(ORCHESTRATOR, ga.resolve(ORCHESTRATOR)),
            (phrase("{interface} (host)", interface=APPLICATION_SERVICE), ga.resolve(APPLICATION_SERVICE))]
    figures = {"mode": ga.mode, "orchestrator": ga.resolve(ORCHESTRATOR),
               "application_service": ga.resolve(APPLICATION_SERVICE)}
    return Table("Orchestrator and application service", [grid([("", 32), ("", 0)], rows, header=False)], figures)


def intents(ga: ChatbotHost) -> Table:
    "The intents the semantic router chooses from, with how many example prompts each has and its first."
    rows = [(i.id, i.prompt_count, i.prompts[0] if i.prompts else None) for i in ga.intents]
    kinds = Counter(i.kind for i in ga.intents)
    most = max(ga.intents, key=lambda i: i.prompt_count)
    empty = [i.id for i in ga.intents if not i.prompt_count]
    figures = {
        "intents": len(ga.intents), "skill_intents": kinds["skill"], "other_intents": kinds["intent"],
        "other_intent_ids": ", ".join(i.id for i in ga.intents if i.kind != "skill"),
        "prompts": sum(i.prompt_count for i in ga.intents), "without_examples": len(empty),
        "without_examples_ids": ", ".join(empty), "most_examples": most.prompt_count, "most_examples_id": most.id,
        "fewest_examples": min(i.prompt_count for i in ga.intents if i.prompt_count),
        **{k: v for i in ga.intents for k, v in per(slug(i.id), examples=i.prompt_count).items()},
    }
    return Table(phrase("Intents the semantic router chooses from ({intents})", intents=len(ga.intents)),
                 [grid([("id", 28), ("examples", 9), ("first example", 0)], rows)], figures)


def agents(ga: ChatbotHost) -> Table:
    "The agents behind the LLM path, by id and class, in registration order."
    figures = {"agents": len(ga.agents), "agent_ids": ", ".join(a for a, _ in ga.agents),
               "voicing_agent": dict(ga.agents).get("voicing", "")}
    return Table(phrase("Agents behind the LLM path ({agents})", agents=len(ga.agents)),
                 [grid([("", 12), ("", 0)], ga.agents, header=False)], figures)


def hooks(ga: ChatbotHost) -> Table:
    "The hooks every request runs through, in their order."
    figures = {"hooks": len(ga.hooks), "first_hook": ga.hooks[0], "last_hook": ga.hooks[-1],
               **{f"hook_{k}": hook for k, hook in enumerate(ga.hooks, 1)}}
    return Table(phrase("Hooks, in the order they run ({hooks})", hooks=len(ga.hooks)),
                 [grid([("", 0)], [(h,) for h in ga.hooks], header=False)], figures)


def embedding(ga: ChatbotHost) -> Table:
    "The OPTIC-K embedding's name and sizes: the whole vector, its partitions, the part the index searches."
    figures = {"version": VERSION, "dims": TOTAL_DIMENSION, "partitions": len(REGISTRY), "searched": COMPACT_DIM,
               "similarity_partitions": len(PARTITIONS), "left_out": TOTAL_DIMENSION - COMPACT_DIM,
               "similarity_partition_names": ", ".join(p.name for p in PARTITIONS)}
    return Table("The embedding every voicing gets",
                 [Line("{version}, {dims} dims in {partitions} partitions, {searched} of them searched")], figures)


def the_map(ga: ChatbotHost) -> Table:
    "The host drawn from the same model: endpoint, services, hooks, intents, agents, embedding."
    others = tuple(i.id for i in ga.intents if i.kind != "skill")
    drawn = HostMap(
        ENDPOINT, (ga.resolve(APPLICATION_SERVICE), APPLICATION_SERVICE), (ga.resolve(ORCHESTRATOR), ORCHESTRATOR),
        HOOK_INTERFACE, ga.hooks, (INTENT_ROUTER, INTENT_INTERFACE), len(ga.intents),
        (SKILL_ADAPTER, "skill.*", len(ga.intents) - len(others)), others, AGENT_ROUTER,
        tuple(cls for _, cls in ga.agents), (VERSION, f"{TOTAL_DIMENSION} → {COMPACT_DIM}"))
    return Table(None, figures={"endpoint": ENDPOINT}, pictures={"host": host_map_svg(drawn)})


QUESTIONS = [services, intents, agents, hooks, embedding, the_map]


def slug(intent_id: str) -> str:
    """An intent id in figure names: "skill.chordinfo" -> "chordinfo", "tab.optimize" -> "tab_optimize"."""
    return intent_id.removeprefix("skill.").replace(".", "_").replace("-", "_")
