# Counter system for a haberdashery: fabric by the metre, notions, stock of
# bolts and the till.
require_relative "haberdashery/money"
require_relative "haberdashery/length"
require_relative "haberdashery/fabric"
require_relative "haberdashery/notion"
require_relative "haberdashery/bolt"
require_relative "haberdashery/stock"
require_relative "haberdashery/cutting_plan"
require_relative "haberdashery/basket"
require_relative "haberdashery/receipt"
