<?php

declare(strict_types=1);

namespace Fellside\Woolclip\Tests;

use Fellside\Woolclip\Consignment;

final class Fixtures
{
    /** Six fleeces, 20.2 kg in all. */
    public static function highFold(): Consignment
    {
        return Consignment::fromTally('High Fold', "M 3450\nM 3210\nF 2980\nS 4100\n\nC 2760\nO 3700\n");
    }
}
