// The gallery scenes by picture number (the `n` of content/gallery.ts). Each draw(s, t) fills a
// 1200 x 800 Svg; t (0..1) moves the animated parts when a scene is used in a video.
import { drawApartmentLoading } from './01-apartment-loading.mjs';
import { drawFurnitureLift } from './02-furniture-lift.mjs';
import { drawSofaWrapping } from './03-sofa-wrapping.mjs';
import { drawNightOfficeMove } from './04-night-office-move.mjs';
import { drawDawnHighway } from './05-dawn-highway.mjs';
import { drawIslandFerry } from './06-island-ferry.mjs';
import { drawWarehouseAisle } from './08-warehouse-aisle.mjs';
import { drawKitchenPacking } from './09-kitchen-packing.mjs';
import { drawWardrobeTeam } from './10-wardrobe-team.mjs';
import { drawPiano } from './11-piano.mjs';
import { drawFleet } from './12-fleet.mjs';
import { drawSnow } from './13-snow.mjs';
import { drawRain } from './14-rain.mjs';
import { drawSummerCoast } from './16-summer-coast.mjs';
import { drawVillageHouse } from './17-village-house.mjs';
import { drawFactoryMachine } from './18-factory-machine.mjs';
import { drawBoxPyramid } from './19-box-pyramid.mjs';
import { drawHappyFamily } from './20-happy-family.mjs';
import { drawHistoricStreet } from './21-historic-street.mjs';
import { drawIstanbulNight } from './22-istanbul-night.mjs';

export const SCENES = {
  1: drawApartmentLoading,
  2: drawFurnitureLift,
  3: drawSofaWrapping,
  4: drawNightOfficeMove,
  5: drawDawnHighway,
  6: drawIslandFerry,
  8: drawWarehouseAisle,
  9: drawKitchenPacking,
  10: drawWardrobeTeam,
  11: drawPiano,
  12: drawFleet,
  13: drawSnow,
  14: drawRain,
  16: drawSummerCoast,
  17: drawVillageHouse,
  18: drawFactoryMachine,
  19: drawBoxPyramid,
  20: drawHappyFamily,
  21: drawHistoricStreet,
  22: drawIstanbulNight,
};
