#ifndef WAVEBENCH_CGSL_SHIM_H
#define WAVEBENCH_CGSL_SHIM_H
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_matrix.h>
#include <gsl/gsl_version.h>
#endif
