<?php

declare(strict_types=1);

namespace Smokehouse;

/** The smokehouse's products, by code. */
final class Catalogue
{
    /** @var array<string, Product> */
    private array $products = [];

    public static function standard(): self
    {
        $c = new self();
        $c->add(new Product('SAL-SIDE', 'Cold smoked salmon side', 8.0, 2.0, true, 12.0, 0.86, 21, 38.00, ['fish']));
        $c->add(new Product('TRT-FIL', 'Hot smoked trout fillet', 6.0, 1.5, false, 3.0, 0.80, 10, 29.50, ['fish']));
        $c->add(new Product('HAD-FIN', 'Finnan haddie', 10.0, 0.5, true, 6.0, 0.88, 7, 18.00, ['fish']));
        $c->add(new Product('BCN-BACK', 'Oak smoked back bacon', 5.0, 24.0, true, 10.0, 0.92, 28, 16.50));
        return $c;
    }

    public function add(Product $p): void
    {
        if (isset($this->products[$p->code])) {
            throw new \InvalidArgumentException("duplicate product {$p->code}");
        }
        $this->products[$p->code] = $p;
    }

    public function get(string $code): Product
    {
        if (!isset($this->products[$code])) {
            throw new \OutOfBoundsException("unknown product $code");
        }
        return $this->products[$code];
    }

    /** @return list<string> */
    public function codes(): array
    {
        $codes = array_keys($this->products);
        sort($codes);
        return $codes;
    }
}
