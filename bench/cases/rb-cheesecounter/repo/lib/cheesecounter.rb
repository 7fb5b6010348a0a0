require_relative 'cheesecounter/cheese'
require_relative 'cheesecounter/catalogue'
require_relative 'cheesecounter/order'
require_relative 'cheesecounter/receipt'
