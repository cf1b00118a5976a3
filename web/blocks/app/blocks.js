// SPDX-License-Identifier: GPL-3.0-or-later
// The Blocks view's page: Blockly edits and serialises the workspace, nothing more. C++
// (BlocksView, app/gui/src/modes/program/blocks_view.h) gives it the catalogue (block definitions
// and toolbox from botlab::blocks::blockCatalogueJson) and the workspace, generates the Lua from
// what it sends back, and calls window.botlab.* with runJavaScript. The page talks back over
// QWebChannel: the object "bridge" (BlocksBridge) receives ready() and workspaceChanged(json).
'use strict';

(function () {
  var params = new URLSearchParams(location.search);
  var workspace = null;
  var bridge = null;
  var loading = false;      // true while C++ loads a workspace: no echo back
  var changeTimer = null;
  var warned = null;        // the block showing a program error
  var texts = {};           // the page's texts, translated by C++ (BlocksView)
  var breakpoints = [];     // the ids of the blocks with a breakpoint
  var conditions = {};      // id -> the Lua condition of its breakpoint (none: always stops)

  // A breakpoint's mark: a small red dot at the block's left, before its fields (a Blockly icon
  // with no bubble; the program stops when it reaches the block).
  var BREAKPOINT = new Blockly.icons.IconType('botlab_breakpoint');
  // With a condition: an orange dot, and the block's tooltip says the condition.
  class BreakpointIcon extends Blockly.icons.Icon {
    constructor(block, condition) {
      super(block);
      this.condition = condition || '';
    }
    getType() { return BREAKPOINT; }
    initView(pointerdownListener) {
      if (this.svgRoot) return;
      super.initView(pointerdownListener);
      Blockly.utils.dom.createSvgElement(Blockly.utils.Svg.CIRCLE, {
        'class': 'botlabBreakpoint', 'cx': 7, 'cy': 7, 'r': 6,
        'fill': this.condition ? '#f08c00' : '#d32f2f', 'stroke': '#ffffff', 'stroke-width': 1.5,
      }, this.svgRoot);

    }
    getSize() { return new Blockly.utils.Size(14, 14); }
    getWeight() { return -1; }
    isShownWhenCollapsed() { return true; }
  }

  // The text that says a breakpoint's condition ('' for none).
  function conditionTip(condition) {
    return condition ? (texts.conditionTip || 'Stops here when %1').replace('%1', condition) : '';
  }

  // The block's tooltip starts with its breakpoint's condition (the block's own help under it).
  function setConditionTip(b, condition) {
    if (!('botlabTooltip' in b)) {
      if (!condition) return;
      b.botlabTooltip = b.tooltip;
    }
    var own = b.botlabTooltip;
    if (!condition) {
      b.setTooltip(own);
      delete b.botlabTooltip;
      return;
    }
    var tip = conditionTip(condition);
    b.setTooltip(function () {
      var help = typeof own === 'function' ? own() : own;
      return help ? tip + '\n' + help : tip;
    });
  }

  function markBreakpoints() {
    if (!workspace) return;
    workspace.getAllBlocks(false).forEach(function (b) {
      var want = breakpoints.indexOf(b.id) >= 0;
      var condition = want ? (conditions[b.id] || '') : '';
      var has = b.hasIcon(BREAKPOINT);
      if (has && (!want || b.getIcon(BREAKPOINT).condition !== condition)) {
        b.removeIcon(BREAKPOINT);
        has = false;
      }
      if (want && !has) b.addIcon(new BreakpointIcon(b, condition));
      setConditionTip(b, condition);
    });
  }

  // High contrast: black workspace, white text and grid, bright selection (Preferences).
  var highContrast = Blockly.Theme.defineTheme('botlab_high_contrast', {
    base: Blockly.Themes.Classic,
    componentStyles: {
      workspaceBackgroundColour: '#000000',
      toolboxBackgroundColour: '#000000',
      toolboxForegroundColour: '#ffffff',
      flyoutBackgroundColour: '#1a1a1a',
      flyoutForegroundColour: '#ffffff',
      flyoutOpacity: 1,
      scrollbarColour: '#ffffff',
      scrollbarOpacity: 0.8,
      insertionMarkerColour: '#ffff00',
      insertionMarkerOpacity: 0.6,
      markerColour: '#ffff00',
      cursorColour: '#ffff00',
      selectedGlowColour: '#ffff00',
      selectedGlowOpacity: 1,
    },
    fontStyle: {family: 'sans-serif', weight: 'bold', size: 14},
    startHats: false,
  });

  // Block-local coordinates (workspace units) to page coordinates (CSS pixels).
  function toPage(block, x, y) {
    var m = block.getSvgRoot().getScreenCTM();
    return {x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f};
  }

  function sendChange() {
    changeTimer = null;
    if (bridge && workspace) bridge.workspaceChanged(JSON.stringify(save()));
  }

  function save() {
    return Blockly.serialization.workspaces.save(workspace);
  }

  function onChange(e) {
    if (loading || e.isUiEvent) return;
    if (changeTimer !== null) clearTimeout(changeTimer);
    changeTimer = setTimeout(sendChange, 100);
  }

  var botlab = {
    highlighted: {},  // every block highlighted while running (for tests)
    lang: params.get('lang') === 'zh-hans' ? 'zh-hans' : 'en',

    /// Defines the blocks and shows the toolbox of `catalogue` (blockCatalogueJson's object).
    init: function (catalogue, theme, pageTexts) {
      texts = pageTexts || {};
      // print's values: any number of them (docs/formats/blocks.md), state {"itemCount": n}.
      if (!Blockly.Extensions.isRegistered('botlab_items_mutator')) {
        Blockly.Extensions.registerMutator('botlab_items_mutator', {
          saveExtraState: function () { return {itemCount: this.itemCount_}; },
          loadExtraState: function (state) {
            this.itemCount_ = state.itemCount;
            this.updateShape_();
          },
          updateShape_: function () {
            for (var i = 0; i < this.itemCount_; i++)
              if (!this.getInput('ADD' + i)) this.appendValueInput('ADD' + i);
            for (var j = this.itemCount_; this.getInput('ADD' + j); j++) this.removeInput('ADD' + j);
          },
        }, function () { this.itemCount_ = 1; this.updateShape_(); });
      }
      Blockly.defineBlocksWithJsonArray(catalogue.blocks || []);
      workspace = Blockly.inject('blocklyDiv', {
        toolbox: catalogue.toolbox,
        theme: theme === 'high-contrast' ? highContrast : Blockly.Themes.Classic,
        trashcan: true,
        sounds: false,
        media: 'vendor/blockly/media/',
        grid: {spacing: 25, length: 3, colour: theme === 'high-contrast' ? '#555' : '#ddd', snap: true},
        zoom: {controls: true, wheel: false, startScale: 0.9, maxScale: 3, minScale: 0.3},
        move: {scrollbars: true, drag: true, wheel: true},
      });
      workspace.addChangeListener(onChange);
      // Right-click on a block: "Toggle breakpoint" (C++ keeps the breakpoints and sends them
      // back with setBreakpoints).
      var menu = Blockly.ContextMenuRegistry.registry;
      if (menu.getItem('botlab_breakpoint')) menu.unregister('botlab_breakpoint');
      menu.register({
        id: 'botlab_breakpoint',
        scopeType: Blockly.ContextMenuRegistry.ScopeType.BLOCK,
        displayText: function () { return texts.toggleBreakpoint || 'Toggle breakpoint'; },
        preconditionFn: function (scope) { return scope.block.isInFlyout ? 'hidden' : 'enabled'; },
        callback: function (scope) { if (bridge) bridge.toggleBreakpoint(scope.block.id); },
        weight: -10,
      });
      // "Breakpoint condition...": C++ asks for the Lua condition (as the gutter's "Condition...").
      if (menu.getItem('botlab_breakpoint_condition'))
        menu.unregister('botlab_breakpoint_condition');
      menu.register({
        id: 'botlab_breakpoint_condition',
        scopeType: Blockly.ContextMenuRegistry.ScopeType.BLOCK,
        displayText: function () {
          return texts.breakpointCondition || 'Breakpoint condition...';
        },
        preconditionFn: function (scope) { return scope.block.isInFlyout ? 'hidden' : 'enabled'; },
        callback: function (scope) { if (bridge) bridge.editCondition(scope.block.id); },
        weight: -9,
      });
      // The page may be made while hidden (no size yet): follow the view's size.
      window.addEventListener('resize', function () { Blockly.svgResize(workspace); });
      // The keyboard: Tab into the workspace, arrows between blocks, Enter to edit or connect
      // (Blockly's keyboard-navigation plugin; Ctrl+Shift+K turns it off and on).
      if (typeof NavigationController !== 'undefined') {
        botlab.navigation = new NavigationController();
        botlab.navigation.init();
        botlab.navigation.addWorkspace(workspace);
        botlab.navigation.enable(workspace);
      }
      return true;
    },

    /// Replaces the workspace with `state` (Blockly JSON), without telling C++ back.
    load: function (state) {
      loading = true;
      try {
        Blockly.Events.disable();
        workspace.clear();
        Blockly.serialization.workspaces.load(state || {}, workspace);
      } finally {
        Blockly.Events.enable();
        loading = false;
      }
      workspace.clearUndo();
      markBreakpoints();
      Blockly.svgResize(workspace);
      // The program's start (its first stack's top left) at the view's top left.
      var first = workspace.getTopBlocks(true)[0];
      if (first) {
        var xy = first.getRelativeToSurfaceXY();
        var m = workspace.getMetrics();
        workspace.scroll(-(xy.x - 20) * workspace.scale + (m.contentLeft || 0) * 0,
                         -(xy.y - 20) * workspace.scale);
      }
      return workspace.getAllBlocks(false).length;
    },

    save: function () { return JSON.stringify(save()); },

    /// Highlights the block being executed (empty id: none).
    highlight: function (id) {
      workspace.highlightBlock(id || null);
      if (id) botlab.highlighted[id] = true;
      return true;
    },

    /// Marks the blocks `ids` with a breakpoint (a red dot; an orange one with the condition as
    /// its tooltip for those in `byId`, id -> Lua condition), the others without.
    setBreakpoints: function (ids, byId) {
      breakpoints = ids || [];
      conditions = byId || {};
      markBreakpoints();
      return true;
    },

    /// The blocks showing a conditional breakpoint (an orange dot): id -> the first line of the
    /// block's tooltip (for tests).
    breakpointConditions: function () {
      var out = {};
      workspace.getAllBlocks(false).forEach(function (b) {
        if (!b.hasIcon(BREAKPOINT)) return;
        var icon = b.getIcon(BREAKPOINT);
        var tip = Blockly.Tooltip.getTooltipOfObject(b);
        if (icon.condition) out[b.id] = tip.split('\n')[0];
      });
      return out;
    },

    /// The ids of the blocks showing a breakpoint (for tests).
    breakpointBlocks: function () {
      return workspace.getAllBlocks(false).filter(function (b) {
        return b.hasIcon(BREAKPOINT);
      }).map(function (b) { return b.id; });
    },

    /// The selected block's id, or ''.
    selectedId: function () {
      var s = Blockly.getSelected && Blockly.getSelected();
      return s && s.id && workspace.getBlockById(s.id) ? s.id : '';
    },

    /// The open context menu's items: text and page point.
    contextMenuItems: function () {
      var items = document.querySelectorAll('.blocklyContextMenu .blocklyMenuItem');
      return Array.prototype.map.call(items, function (el) {
        var r = el.getBoundingClientRect();
        return {text: el.textContent, x: r.left + r.width / 2, y: r.top + r.height / 2};
      });
    },

    /// Shows a program error on block `id` (selected, the message as its warning).
    showError: function (id, message) {
      botlab.clearError();
      var block = id ? workspace.getBlockById(id) : null;
      if (!block) return false;
      block.setWarningText(message);
      Blockly.common.setSelected(block);
      workspace.centerOnBlock(id);
      var icon = block.getIcon && block.getIcon(Blockly.icons.IconType.WARNING);
      if (icon && icon.setBubbleVisible) icon.setBubbleVisible(true);
      warned = id;
      return true;
    },

    clearError: function () {
      if (!warned) return;
      var block = workspace.getBlockById(warned);
      if (block) block.setWarningText(null);
      warned = null;
    },

    /// For tests and tools: the rectangle (page pixels) of block `id` in the workspace.
    blockRect: function (id) {
      var block = workspace.getBlockById(id);
      if (!block) return null;
      var r = block.getSvgRoot().getBoundingClientRect();
      return {x: r.left, y: r.top, w: r.width, h: r.height};
    },

    /// Opens toolbox category `index` and returns the rectangle (page pixels) of its flyout
    /// block of type `type` (the first one), or null.
    flyoutBlockRect: function (index, type) {
      var toolbox = workspace.getToolbox();
      toolbox.setSelectedItem(toolbox.getToolboxItems()[index]);
      var flyout = workspace.getFlyout();
      if (!flyout) return null;
      var blocks = flyout.getWorkspace().getTopBlocks(true);
      for (var i = 0; i < blocks.length; ++i) {
        if (blocks[i].type === type) {
          var r = blocks[i].getSvgRoot().getBoundingClientRect();
          return {x: r.left, y: r.top, w: r.width, h: r.height};
        }
      }
      return null;
    },

    /// The toolbox categories' names and the rectangle of each (page pixels).
    categories: function () {
      return workspace.getToolbox().getToolboxItems().map(function (item) {
        var div = item.getDiv && item.getDiv();
        var r = div ? div.getBoundingClientRect() : {left: 0, top: 0, width: 0, height: 0};
        return {name: item.getName ? item.getName() : '', x: r.left, y: r.top, w: r.width, h: r.height};
      });
    },

    /// The top blocks with their type, id and rectangle (page pixels), top to bottom.
    topBlocks: function () {
      return workspace.getTopBlocks(true).map(function (b) {
        var r = b.getSvgRoot().getBoundingClientRect();
        return {type: b.type, id: b.id, x: r.left, y: r.top, w: r.width, h: r.height};
      });
    },

    /// All blocks (type, id, rectangle), for tests.
    allBlocks: function () {
      return workspace.getAllBlocks(true).map(function (b) {
        var r = b.getSvgRoot().getBoundingClientRect();
        return {type: b.type, id: b.id, x: r.left, y: r.top, w: r.width, h: r.height,
                parent: b.getParent() ? b.getParent().id : ''};
      });
    },

    /// The page point (CSS pixels) of a block's connection `where`: 'previous', 'output', 'next'
    /// or an input's name; the block is in the workspace or (flyout true) in the open flyout.
    connectionPoint: function (id, where, flyout) {
      var ws = flyout ? workspace.getFlyout().getWorkspace() : workspace;
      var block = ws.getBlockById(id);
      if (!block) return null;
      var c = where === 'previous' ? block.previousConnection
            : where === 'output' ? block.outputConnection
            : where === 'next' ? block.nextConnection
            : (block.getInput(where) && block.getInput(where).connection);
      if (!c) return null;
      var o = c.getOffsetInBlock();
      return toPage(block, o.x, o.y);
    },

    /// The open flyout's blocks: type, id, the page point to grab each by (`gx`, `gy`) and its
    /// own previous or output connection's page point (`cx`, `cy`).
    flyoutBlocks: function () {
      var flyout = workspace.getFlyout();
      if (!flyout || !flyout.isVisible()) return [];
      return flyout.getWorkspace().getTopBlocks(true).map(function (b) {
        var grab = toPage(b, 6, 10);
        var c = b.previousConnection || b.outputConnection;
        var o = c ? c.getOffsetInBlock() : {x: 0, y: 0};
        var conn = toPage(b, o.x, o.y);
        return {type: b.type, id: b.id, gx: grab.x, gy: grab.y, cx: conn.x, cy: conn.y};
      });
    },

    /// Where to grab block `id` of the workspace (gx, gy) and its own previous or output
    /// connection (cx, cy), page points.
    grabPoints: function (id) {
      var b = workspace.getBlockById(id);
      if (!b) return null;
      var grab = toPage(b, 6, 10);
      var c = b.previousConnection || b.outputConnection;
      var o = c ? c.getOffsetInBlock() : {x: 0, y: 0};
      var conn = toPage(b, o.x, o.y);
      return {gx: grab.x, gy: grab.y, cx: conn.x, cy: conn.y};
    },

    /// A field's page point (to click it) on block `id`.
    fieldPoint: function (id, name) {
      var block = workspace.getBlockById(id);
      var field = block && block.getField(name);
      if (!field) return null;
      var r = field.getSvgRoot().getBoundingClientRect();
      return {x: r.left + r.width / 2, y: r.top + r.height / 2};
    },

    /// The open drop-down menu's items: text and page point.
    menuItems: function () {
      var items = document.querySelectorAll('.blocklyDropDownDiv .blocklyMenuItem');
      return Array.prototype.map.call(items, function (el) {
        var r = el.getBoundingClientRect();
        return {text: el.textContent, x: r.left + r.width / 2, y: r.top + r.height / 2};
      });
    },

    /// Blocks with their type, parent and fields' values (for tests).
    tree: function () {
      return workspace.getAllBlocks(true).map(function (b) {
        var fields = {};
        b.inputList.forEach(function (input) {
          input.fieldRow.forEach(function (f) { if (f.name) fields[f.name] = String(f.getValue()); });
        });
        return {type: b.type, id: b.id, parent: b.getParent() ? b.getParent().id : '',
                fields: fields, shadow: b.isShadow()};
      });
    },

    /// The id of the block in input `name` of block `id` (a shadow too), or ''.
    inputBlock: function (id, name) {
      var block = workspace.getBlockById(id);
      var input = block && block.getInput(name);
      var child = input && input.connection && input.connection.targetBlock();
      return child ? child.id : '';
    },

    /// The blocks showing a warning (a program error): [{id, text}].
    warnings: function () {
      var out = [];
      workspace.getAllBlocks(false).forEach(function (b) {
        var icon = b.getIcon(Blockly.icons.IconType.WARNING);
        if (icon) out.push({id: b.id, text: icon.getText ? icon.getText() : ''});
      });
      return out;
    },

    undo: function () { workspace.undo(false); return true; },
    redo: function () { workspace.undo(true); return true; },
    blockCount: function () { return workspace ? workspace.getAllBlocks(false).length : 0; },
  };
  window.botlab = botlab;

  window.addEventListener('load', function () {
    if (typeof qt === 'undefined' || !qt.webChannelTransport) return;  // opened in a browser
    new QWebChannel(qt.webChannelTransport, function (channel) {
      bridge = channel.objects.bridge;
      bridge.ready();
    });
  });
})();
