<?php

declare(strict_types=1);

namespace Hartwell\Saddlery\Tests;

use Hartwell\Saddlery\Fitting;
use Hartwell\Saddlery\Order;
use Hartwell\Saddlery\SaddleModel;

final class Fixtures
{
    /** Mrs Ainsley's dressage saddle for Bramble, a 16.2hh Irish draught cross. */
    public static function ainsleyOrder(): Order
    {
        $fit = Fitting::fit(SaddleModel::catalogue('DR'), '31.5 cm', '48.5 cm');
        return new Order('Mrs J. Ainsley', $fit, 'HAV', ['knee-blocks', 'monogram']);
    }

    /** A jump saddle for a broad cob. */
    public static function cobOrder(): Order
    {
        $fit = Fitting::fit(SaddleModel::catalogue('JP'), '35 cm', '43.5 cm');
        return new Order('Pennock Riding School', $fit, 'BLK');
    }
}
