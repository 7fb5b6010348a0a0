<?php

declare(strict_types=1);

namespace Tannery\Tests;

use Tannery\Batch;
use Tannery\Costing;
use Tannery\Hide;
use Tannery\Recipe;
use Tannery\Step;

final class Fixtures
{
    public static function cowBatch(): Batch
    {
        return (new Batch('B-1207'))
            ->add(new Hide('C1', 'cow', 32.0, 4.6))
            ->add(new Hide('C2', 'cow', 28.5, 4.1))
            ->add(new Hide('C3', 'cow', 35.0, 5.0));
    }

    public static function upholstery(): Recipe
    {
        return (new Recipe('chrome upholstery'))
            ->add(new Step('liming', 'sodium sulphide', 2.5))
            ->add(new Step('liming', 'lime', 3.0))
            ->add(new Step('deliming', 'ammonium sulphate', 2.0))
            ->add(new Step('pickle', 'salt', 6.0))
            ->add(new Step('pickle', 'sulphuric acid', 1.2))
            ->add(new Step('tanning', 'chrome sulphate', 7.0))
            ->add(new Step('basification', 'sodium bicarbonate', 1.0))
            ->add(new Step('retanning', 'chrome sulphate', 2.0, 'shaved'))
            ->add(new Step('fatliquoring', 'fatliquor', 8.0, 'shaved'));
    }

    public static function prices(): Costing
    {
        return new Costing([
            'sodium sulphide' => 95,
            'lime' => 18,
            'ammonium sulphate' => 40,
            'salt' => 9,
            'sulphuric acid' => 30,
            'chrome sulphate' => 150,
            'sodium bicarbonate' => 45,
            'fatliquor' => 260,
        ]);
    }
}
