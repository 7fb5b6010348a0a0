<?php

declare(strict_types=1);

namespace Tuckshop\Tests;

use Tuckshop\Catalogue;
use Tuckshop\Stock;

final class Fixtures
{
    public const PRICE_LIST = <<<CSV
        code,name,category,price,allergens
        # hot counter
        H01,Cheese toastie,hot,1.60,milk;gluten
        H02,Jacket potato with beans,hot,1.80,
        H03,Pasta pot,hot,1.50,gluten;egg
        # tuck
        S01,Ready salted crisps,snack,0.50,
        S02,Flapjack,snack,0.70,gluten
        S03,Chocolate cookie,snack,0.60,milk;gluten;soya
        D01,Still water,drink,0.60,
        D02,Orange juice,drink,0.80,
        D03,Semi-skimmed milk,drink,0.50,milk
        F01,Apple,fruit,0.30,
        F02,Banana,fruit,0.30,
        F03,Fruit pot,fruit,0.90,
        CSV;

    public static function catalogue(): Catalogue
    {
        return Catalogue::fromCsv(self::PRICE_LIST);
    }

    public static function stock(int $each = 20): Stock
    {
        $stock = new Stock();
        foreach (self::catalogue()->all() as $product) {
            $stock->restock($product->code, $each);
        }
        return $stock;
    }
}
