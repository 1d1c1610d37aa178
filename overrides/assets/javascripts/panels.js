/* "Try another" panels (macros/panels.py): the reader picks a question, and sees GA's answer to it.

   The page holds each panel collapsed, its form hidden, and a sentence for readers without
   JavaScript. This shows the form instead; on the panel's first opening it fetches the answers of
   the page's lesson in the page's language (assets/panels/<lesson>.<language>.json, found from this
   script's own address, whatever the page's depth), once for all the lesson's panels. GA answered
   every question the lists offer when the site was built: a choice only looks its answer up and
   puts it in the panel, the pin's and, for a panel that compares them, main's beside it. */
(function () {
  var folder = new URL("../panels/", document.currentScript.src);
  var loads = {};  /* "l9.es": the promise of that data file */

  function load(lesson, language) {
    var name = lesson + "." + language;
    if (!loads[name]) {
      loads[name] = fetch(new URL(name + ".json", folder)).then(function (response) {
        if (!response.ok) throw new Error(response.status + " " + name);
        return response.json();
      });
      loads[name].catch(function () { delete loads[name]; });  /* a later opening tries again */
    }
    return loads[name];
  }
  function part(panel, name) {
    return panel.querySelector(".try-another__" + name);
  }
  function lists(panel) {
    return Array.prototype.slice.call(panel.querySelectorAll("select"));
  }
  function picked(panel) {
    return lists(panel).map(function (list) { return list.value; }).join("|");
  }
  function answered(panel, answers, at) {  /* the stored answer, with ids of its own in the page */
    var found = answers.answers[at][picked(panel)];
    return found === undefined ? "" : answers.html[found].split("@ID@").join(panel.id + "-" + at);
  }
  function render(panel, answers) {
    var shown = answers.at.map(function (at) {
      var html = answered(panel, answers, at);
      if (answers.at.length === 1) return html;
      return '<div class="try-another__side"><p class="try-another__revision">' +
        panel.getAttribute("data-" + at) + "</p>" + html + "</div>";
    });
    part(panel, "answer").innerHTML = answers.at.length === 1 ? shown[0]
      : '<div class="try-another__sides">' + shown.join("") + "</div>";
    /* tables.js fits the new tables to the screen once the answer is shown: its measures lay the page out again */
    if (window.courseTables) requestAnimationFrame(function () { requestAnimationFrame(window.courseTables); });
  }
  function open(panel) {
    if (panel.hasAttribute("data-loading") || panel.answers) return;
    var status = part(panel, "status");
    panel.setAttribute("data-loading", "");
    status.textContent = status.getAttribute("data-loading");
    load(panel.getAttribute("data-lesson"), panel.getAttribute("data-language")).then(function (data) {
      panel.answers = data.panels[panel.getAttribute("data-panel")];
      status.textContent = "";
      render(panel, panel.answers);
    }, function () {
      status.textContent = status.getAttribute("data-failed");
    }).then(function () { panel.removeAttribute("data-loading"); });
  }
  function setup(panel) {
    if (panel.hasAttribute("data-ready")) return;
    panel.setAttribute("data-ready", "");
    var first = JSON.parse(panel.getAttribute("data-first"));
    lists(panel).forEach(function (list, k) { list.value = first[k]; });
    part(panel, "needs-script").hidden = true;
    part(panel, "form").hidden = false;
    part(panel, "form").addEventListener("submit", function (event) { event.preventDefault(); });
    part(panel, "form").addEventListener("change", function () {
      if (panel.answers) render(panel, panel.answers);
    });
    panel.addEventListener("toggle", function () { if (panel.open) open(panel); });
    if (panel.open) open(panel);
  }
  function watch() {
    document.querySelectorAll("details.try-another").forEach(setup);
  }
  if (window.document$) window.document$.subscribe(watch);  /* Material's page observable (instant loading) */
  else watch();
})();
