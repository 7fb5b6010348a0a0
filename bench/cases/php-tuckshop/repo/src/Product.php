<?php

declare(strict_types=1);

namespace Tuckshop;

final class Product
{
    /**
     * @param string[] $allergens lower-case allergen names, e.g. "milk", "gluten"
     */
    public function __construct(
        public readonly string $code,
        public readonly string $name,
        public readonly Category $category,
        public readonly int $price,
        public readonly array $allergens = [],
    ) {
        if ($price < 0) {
            throw new \InvalidArgumentException("Negative price for $code");
        }
    }

    public function contains(string $allergen): bool
    {
        return in_array(strtolower($allergen), $this->allergens, true);
    }
}
