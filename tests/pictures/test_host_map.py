"""Lesson 1's map, drawn from the model of the host: it says what the model says."""
import xml.etree.ElementTree as ET

from engine.ga.routing import ChatbotHost
from engine.lessons import l1
from engine.pictures.host_map import HostMap, host_map_svg

NS = "{http://www.w3.org/2000/svg}"


def words(svg: str) -> list[str]:
    return [t.text for t in ET.fromstring(svg).iter(f"{NS}text")]


def test_the_map_follows_the_model():
    "Assert the map names the resolved services, every hook in order, the intent counts and every agent."
    host = ChatbotHost("pin")
    drawn = words(l1.the_map(host).pictures["host"])
    assert "OrchestratedChatApplicationService" in drawn and "ProductionOrchestrator" in drawn
    hooks = [w for w in drawn if w.endswith("Hook")]
    assert hooks == list(host.hooks)
    assert "IIntent 36" in drawn and "skill.* 32" in drawn
    assert all(cls in drawn for _, cls in host.agents)
    assert "OPTIC-K-v1.8" in drawn and "240 → 124" in drawn


def test_a_changed_model_changes_the_map():
    "Assert the drawing is made from its data: another hook list draws another map, taller by a line."
    base = HostMap("POST /x", ("App", "IApp"), ("Orch", "IOrch"), "IHook", ("H1",), ("Router", "IIntent"), 2,
                   ("Adapter", "skill.*", 1), ("algebra",), "Agents", ("A", "B"), ("E", "1 → 2"))
    more = HostMap(*[("H1", "H2") if f == ("H1",) else f for f in base.__dict__.values()])
    a, b = ET.fromstring(host_map_svg(base)), ET.fromstring(host_map_svg(more))
    assert "H2" in words(host_map_svg(more)) and "H2" not in words(host_map_svg(base))
    assert float(b.get("viewBox").split()[3]) > float(a.get("viewBox").split()[3])
