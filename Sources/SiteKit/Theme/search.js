// StateDocs search: loads the language's index (a script, so it also works from file://)
// on first use, then finds the articles containing every word of the query. Chinese text
// is matched by character pairs, the same way the index was built.
(function () {
  "use strict";
  var CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;

  function runs(text) {
    var out = [], current = "", cjk = false;
    var chars = Array.from(text.toLowerCase());
    function flush() { if (current) out.push({ text: current, cjk: cjk }); current = ""; }
    for (var i = 0; i < chars.length; i++) {
      var c = chars[i];
      var isCJK = CJK.test(c);
      var isWord = isCJK || /[\p{L}\p{N}]/u.test(c);
      if (!isWord) { flush(); continue; }
      if (current && isCJK !== cjk) flush();
      cjk = isCJK;
      current += c;
    }
    flush();
    return out;
  }

  function matches(index, run, isLast) {
    var terms = index.terms, found = null;
    function intersect(list) {
      if (!list) { found = []; return; }
      if (found === null) { found = list.slice(); return; }
      found = found.filter(function (id) { return list.indexOf(id) >= 0; });
    }
    if (run.cjk) {
      var chars = Array.from(run.text);
      if (chars.length === 1) { intersect(terms[chars[0]]); }
      for (var i = 0; i + 1 < chars.length; i++) intersect(terms[chars[i] + chars[i + 1]]);
      return found || [];
    }
    if (terms[run.text] && !isLast) return terms[run.text];
    // The word being typed matches as a prefix.
    var union = {};
    Object.keys(terms).forEach(function (term) {
      if (term.indexOf(run.text) === 0) terms[term].forEach(function (id) { union[id] = true; });
    });
    return Object.keys(union).map(Number);
  }

  function search(index, query) {
    var parts = runs(query), result = null;
    parts.forEach(function (run, n) {
      var ids = matches(index, run, n === parts.length - 1);
      result = result === null ? ids : result.filter(function (id) { return ids.indexOf(id) >= 0; });
    });
    return (result || []).sort(function (a, b) { return a - b; }).slice(0, 20);
  }

  function setUp(form) {
    var input = form.querySelector("input"), list = form.querySelector(".search-results");
    var lang = form.getAttribute("data-lang"), base = form.getAttribute("data-base");
    var loading = false;
    function index() { return (window.statedocsSearch || {})[lang]; }
    function load() {
      if (index() || loading) return;
      loading = true;
      var script = document.createElement("script");
      script.src = form.getAttribute("data-index");
      script.onload = update;
      document.head.appendChild(script);
    }
    function update() {
      var data = index(), query = input.value.trim();
      list.textContent = "";
      if (!data || !query) { list.hidden = true; return; }
      var ids = search(data, query);
      if (ids.length === 0) {
        var empty = document.createElement("li");
        empty.textContent = form.getAttribute("data-empty");
        list.appendChild(empty);
      }
      ids.forEach(function (id) {
        var page = data.pages[id], item = document.createElement("li"), link = document.createElement("a");
        link.href = base + page[1];
        link.textContent = page[0];
        item.appendChild(link);
        if (page[2]) { var p = document.createElement("p"); p.textContent = page[2]; item.appendChild(p); }
        list.appendChild(item);
      });
      list.hidden = false;
    }
    input.addEventListener("focus", load);
    input.addEventListener("input", function () { load(); update(); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; update(); }
      if (event.key === "Enter") { var first = list.querySelector("a"); if (first) window.location.href = first.href; }
    });
  }

  // Exposed for tests.
  window.statedocsSearchRuns = runs;
  window.statedocsSearchQuery = search;
  document.querySelectorAll("form[data-search]").forEach(setUp);
})();
