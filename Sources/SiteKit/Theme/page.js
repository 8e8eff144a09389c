// StateDocs page furniture, added once the page has loaded (the page reads fine without it):
// a copy button on code blocks and a link on each section heading.
(function () {
  "use strict";
  var root = document.documentElement;
  var words = {
    copy: root.getAttribute("data-copy") || "Copy",
    copied: root.getAttribute("data-copied") || "Copied",
    copyCode: root.getAttribute("data-copy-code") || "Copy code to clipboard",
    headingLink: root.getAttribute("data-heading-link") || "Link to this section",
    fold: root.getAttribute("data-fold") || "Fold",
    unfold: root.getAttribute("data-unfold") || "Unfold",
    foldAll: root.getAttribute("data-fold-all") || "Fold all run figures",
    unfoldAll: root.getAttribute("data-unfold-all") || "Unfold all run figures"
  };

  // Phones: the contents fold into "On this page", so the article starts above the fold
  // (without this script the list stays open, and the page is complete).
  var contents = document.querySelector(".toc details");
  if (contents && window.matchMedia && window.matchMedia("(max-width: 40rem)").matches) contents.open = false;

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    // file:// pages are not a secure context: copy through a hidden text area.
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var done = false;
      try { done = document.execCommand("copy"); } catch (error) { done = false; }
      document.body.removeChild(area);
      if (done) resolve(); else reject(new Error("copy refused"));
    });
  }

  document.querySelectorAll(".article-body pre.code").forEach(function (pre) {
    var wrapper = document.createElement("div");
    wrapper.className = "code-block";
    pre.parentNode.insertBefore(wrapper, pre);
    wrapper.appendChild(pre);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = words.copy;
    button.setAttribute("aria-label", words.copyCode);
    button.addEventListener("click", function () {
      var code = pre.querySelector("code") || pre;
      copyText(code.textContent).then(function () {
        button.textContent = words.copied;
        button.setAttribute("data-copied", "");
        setTimeout(function () { button.textContent = words.copy; button.removeAttribute("data-copied"); }, 1600);
      }, function () {});
    });
    wrapper.appendChild(button);
  });

  document.querySelectorAll(".article-body h2[id], .article-body h3[id], .article-body h4[id]").forEach(function (heading) {
    var link = document.createElement("a");
    link.className = "heading-anchor";
    link.href = "#" + encodeURIComponent(heading.id);
    link.setAttribute("aria-label", words.headingLink);
    link.textContent = "#";
    heading.appendChild(link);
  });

  // Run figures fold to their heading line, one by one or all at once; the choice is kept per
  // page and scenario (localStorage, when the browser allows it), so a reader who folded the
  // figures to read the prose finds them folded on the next visit.
  var figures = Array.prototype.slice.call(document.querySelectorAll(".article-body figure.rf[data-scenario]"));
  if (figures.length === 0) return;
  function stored(key) { try { return window.localStorage.getItem(key); } catch (error) { return null; } }
  function store(key, value) { try { window.localStorage.setItem(key, value); } catch (error) { /* private mode */ } }
  var allButton = document.createElement("button");
  function keyOf(figure) { return "statedocs-fold:" + location.pathname + "#" + figure.getAttribute("data-scenario"); }
  function setFolded(figure, folded, remember) {
    figure.classList.toggle("rf-folded", folded);
    var button = figure.querySelector(".rf-fold");
    button.textContent = folded ? words.unfold : words.fold;
    button.setAttribute("aria-expanded", folded ? "false" : "true");
    if (remember) store(keyOf(figure), folded ? "1" : "0");
  }
  function updateAllButton() {
    var allFolded = figures.every(function (figure) { return figure.classList.contains("rf-folded"); });
    allButton.textContent = allFolded ? words.unfoldAll : words.foldAll;
    allButton.setAttribute("aria-pressed", allFolded ? "true" : "false");
  }
  figures.forEach(function (figure, index) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "rf-fold";
    var body = figure.querySelector(".rf-steps");
    if (body) {
      if (!body.id) body.id = "rf-body-" + index;
      button.setAttribute("aria-controls", body.id);
    }
    button.addEventListener("click", function () {
      setFolded(figure, !figure.classList.contains("rf-folded"), true);
      updateAllButton();
    });
    figure.querySelector(".rf-head").appendChild(button);
    setFolded(figure, stored(keyOf(figure)) === "1", false);
  });
  allButton.type = "button";
  allButton.className = "rf-fold-all";
  allButton.addEventListener("click", function () {
    var fold = !figures.every(function (figure) { return figure.classList.contains("rf-folded"); });
    figures.forEach(function (figure) { setFolded(figure, fold, true); });
    updateAllButton();
  });
  updateAllButton();
  var first = figures[0];
  first.parentNode.insertBefore(allButton, first);
})();
