#!/usr/bin/env node
// Loads every entry of the package's exports map from dist with plain Node (see ../check-dist.js).
import { checkDist } from "../check-dist.js";

const { failures } = await checkDist(process.argv[2] ?? ".");
process.exit(failures === 0 ? 0 : 1);
