// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/blocks/blocks.h"

namespace botlab::blocks {

std::string blockCatalogueJson(const CatalogueOptions&) {
    return "{\"blocks\":[],\"toolbox\":{\"kind\":\"categoryToolbox\",\"contents\":[]},\"ports\":{}"
           "}";
}

}  // namespace botlab::blocks
