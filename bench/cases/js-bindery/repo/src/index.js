'use strict';

const { createStore } = require('./store');
const { toJob, toCustomer } = require('./mapper');
const { jobPrice, isRush } = require('./pricing');
const { createJobService } = require('./service');

module.exports = { createStore, toJob, toCustomer, jobPrice, isRush, createJobService };
