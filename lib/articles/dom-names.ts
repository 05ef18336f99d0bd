// The names a heading's own id may not keep, because `document.<name>` or `form.<name>`
// already means something to a script (DOM clobbering): the properties of a Document and of an
// HTMLFormElement, read off jsdom's. lib/articles/dom-names.test.ts lists any the test
// environment's document has that this does not.

/** Properties of a Document and of an HTMLFormElement that an anchor could be mistaken for. */
export const DOM_PROPERTY_NAMES: ReadonlySet<string> = new Set(
  `
  ATTRIBUTE_NODE CDATA_SECTION_NODE COMMENT_NODE DOCUMENT_FRAGMENT_NODE DOCUMENT_NODE
  DOCUMENT_POSITION_CONTAINED_BY DOCUMENT_POSITION_CONTAINS DOCUMENT_POSITION_DISCONNECTED
  DOCUMENT_POSITION_FOLLOWING DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
  DOCUMENT_POSITION_PRECEDING DOCUMENT_TYPE_NODE ELEMENT_NODE ENTITY_NODE ENTITY_REFERENCE_NODE
  NOTATION_NODE PROCESSING_INSTRUCTION_NODE TEXT_NODE URL acceptCharset accessKey action
  activeElement addEventListener adoptNode after anchors append appendChild applets ariaAtomic
  ariaAutoComplete ariaBusy ariaChecked ariaColCount ariaColIndex ariaColIndexText ariaColSpan
  ariaCurrent ariaDescription ariaDisabled ariaExpanded ariaHasPopup ariaHidden ariaInvalid
  ariaKeyShortcuts ariaLabel ariaLevel ariaLive ariaModal ariaMultiLine ariaMultiSelectable
  ariaOrientation ariaPlaceholder ariaPosInSet ariaPressed ariaReadOnly ariaRelevant ariaRequired
  ariaRoleDescription ariaRowCount ariaRowIndex ariaRowIndexText ariaRowSpan ariaSelected
  ariaSetSize ariaSort ariaValueMax ariaValueMin ariaValueNow ariaValueText assignedSlot
  attachInternals attachShadow attributes baseURI before blur body captureEvents characterSet
  charset checkValidity childElementCount childNodes children classList className clear click
  clientHeight clientLeft clientTop clientWidth cloneNode close closest compareDocumentPosition
  compatMode constructor contains contentType cookie createAttribute createAttributeNS
  createCDATASection createComment createDocumentFragment createElement createElementNS
  createEvent createExpression createNSResolver createNodeIterator createProcessingInstruction
  createRange createTextNode createTreeWalker currentScript dataset defaultView dir dispatchEvent
  doctype documentElement documentURI draggable elements embeds enctype evaluate firstChild
  firstElementChild focus forms getAttribute getAttributeNS getAttributeNames getAttributeNode
  getAttributeNodeNS getBoundingClientRect getClientRects getElementById getElementsByClassName
  getElementsByName getElementsByTagName getElementsByTagNameNS getRootNode getSelection
  hasAttribute hasAttributeNS hasAttributes hasChildNodes hasFocus hasOwnProperty head hidden id
  images implementation importNode innerHTML inputEncoding insertAdjacentElement
  insertAdjacentHTML insertAdjacentText insertBefore isConnected isDefaultNamespace isEqualNode
  isPrototypeOf isSameNode lang lastChild lastElementChild lastModified length links localName
  location lookupNamespaceURI lookupPrefix matches method name namespaceURI nextElementSibling
  nextSibling noValidate nodeName nodeType nodeValue nonce normalize offsetHeight offsetLeft
  offsetParent offsetTop offsetWidth onabort onauxclick onbeforeinput onbeforematch
  onbeforetoggle onblur oncancel oncanplay oncanplaythrough onchange onclick onclose
  oncontextlost oncontextmenu oncontextrestored oncopy oncuechange oncut ondblclick ondrag
  ondragend ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied
  onended onerror onfocus onformdata ongotpointercapture oninput oninvalid onkeydown onkeypress
  onkeyup onload onloadeddata onloadedmetadata onloadstart onlostpointercapture onmousedown
  onmouseenter onmouseleave onmousemove onmouseout onmouseover onmouseup onpaste onpause onplay
  onplaying onpointercancel onpointerdown onpointerenter onpointerleave onpointermove
  onpointerout onpointerover onpointerrawupdate onpointerup onprogress onratechange
  onreadystatechange onreset onresize onscroll onscrollend onsecuritypolicyviolation onseeked
  onseeking onselect onslotchange onstalled onsubmit onsuspend ontimeupdate ontoggle
  ontouchcancel ontouchend ontouchmove ontouchstart onvisibilitychange onvolumechange onwaiting
  onwebkitanimationend onwebkitanimationiteration onwebkitanimationstart onwebkittransitionend
  onwheel open outerHTML ownerDocument parentElement parentNode plugins prefix prepend
  previousElementSibling previousSibling propertyIsEnumerable querySelector querySelectorAll
  readyState referrer releaseEvents remove removeAttribute removeAttributeNS removeAttributeNode
  removeChild removeEventListener replaceChild replaceChildren replaceWith reportValidity
  requestSubmit reset role scripts scrollHeight scrollLeft scrollTop scrollWidth setAttribute
  setAttributeNS setAttributeNode setAttributeNodeNS shadowRoot slot style styleSheets submit
  tabIndex tagName target textContent title toLocaleString toString toggleAttribute translate
  valueOf visibilityState webkitMatchesSelector write writeln
  `
    .trim()
    .split(/\s+/),
);
