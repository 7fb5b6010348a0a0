#pragma once

// Alcoholic strength. ABV is a percentage by volume at 20 °C (63.5 means
// 63.5%); litres of pure alcohol (LPA) is what duty is charged on.
namespace stillhouse {

// US proof: twice the ABV.
double us_proof(double abv);
double abv_from_us_proof(double proof);

// Litres of pure alcohol in `litres` of spirit at `abv` percent.
double pure_alcohol(double litres, double abv);

// Whether `abv` is a strength that can be bottled as whisky (40% at least,
// and not more than the 94.8% a spirit may be distilled to).
bool bottleable_whisky(double abv);

}  // namespace stillhouse
