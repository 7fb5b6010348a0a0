require "auctionlots/lot"
require "auctionlots/paging"
require "auctionlots/catalogue"
