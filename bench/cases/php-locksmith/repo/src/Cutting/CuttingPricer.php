<?php

declare(strict_types=1);

namespace Locksmith\Cutting;

use Locksmith\Catalogue\BlankCatalogue;
use Locksmith\Invoice\InvoiceLine;
use Locksmith\Money;

/**
 * Prices a counter order for cut keys.
 */
final class CuttingPricer
{
    public function __construct(
        private readonly BlankCatalogue $catalogue,
        private readonly Money $programmingFee,
    ) {
    }

    /**
     * @return InvoiceLine[]
     */
    public function lines(CuttingOrder $order): array
    {
        $lines = [];
        foreach ($order->copies() as $code => $copies) {
            $blank = $this->catalogue->get($code);
            if ($blank->restricted && $order->proofCard === null) {
                throw RestrictedKey::withoutCard($blank->code);
            }
            $lines[] = new InvoiceLine("Cut {$blank->description} ({$blank->code})", $copies, $blank->cuttingPrice);
            if ($blank->type->needsProgramming()) {
                $lines[] = new InvoiceLine("Program {$blank->description}", $copies, $this->programmingFee);
            }
        }

        return $lines;
    }
}
