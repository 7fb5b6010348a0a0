<?php

declare(strict_types=1);

namespace Tuckshop;

enum Category: string
{
    case Hot = 'hot';
    case Snack = 'snack';
    case Drink = 'drink';
    case Fruit = 'fruit';

    public function label(): string
    {
        return match ($this) {
            self::Hot => 'Hot food',
            self::Snack => 'Snacks',
            self::Drink => 'Drinks',
            self::Fruit => 'Fruit',
        };
    }
}
